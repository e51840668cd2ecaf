import { expect } from 'chai';
import { DomainError, fold, type Decider, type DomainEvent } from './decider.ts';

/** given events / when command / then events (or the refusal's code), for any decider's unit specs. */
export const givenWhenThen = <C, E extends DomainEvent, S>(decider: Decider<C, E, S>) => {
  const when = (given: E[], command: C): E[] => decider.decide(command, fold(decider, given));
  const refusal = (given: E[], command: C): string => {
    try {
      when(given, command);
    } catch (error) {
      expect(error).to.be.instanceOf(DomainError);
      return (error as DomainError).code;
    }
    throw new Error('expected a refusal');
  };
  return { when, refusal };
};
