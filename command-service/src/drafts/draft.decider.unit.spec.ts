import { completenessOf, shownState } from '@listings/shared/contracts/drafts';
import { expect } from 'chai';
import { DomainError, fold } from '@listings/shared/kernel';
import { draftDecider, type DraftCommand } from './draft.decider.ts';
import type { DraftEvent } from '@listings/shared/contracts/drafts';
import type { DraftProposal } from './drafting.ports.ts';

const D = '11111111-1111-4111-8111-111111111111';
const owner = 'owner-1';
const ev = (quote: string) => [{ quote, url: 'https://acme.test/' }];

const proposal: DraftProposal = {
  fields: {
    name: { value: 'Acme', evidence: ev('Acme') },
    tagline: { value: 'Rockets for all', evidence: ev('Rockets for all') },
    pricing_model: { value: null, evidence: [] },
    features: { value: ['Fast', 'Safe'], evidence: ev('Fast and safe') },
  },
  faqs: [{ value: { question: 'Is it fast?', answer: 'Yes.' }, evidence: ev('Yes') }],
  founders: [{ value: { name: 'Wile E.', title: 'CEO' }, evidence: ev('Wile E.') }],
  company_socials: { x: { value: 'https://x.com/acme', evidence: [] } },
  founder_socials: {},
  story: {},
  milestones: [],
};

const started: DraftEvent = { type: 'DraftStarted', data: { draftId: D, ownerId: owner, url: 'https://acme.test' } };
const read: DraftEvent = {
  type: 'SiteRead',
  data: {
    draftId: D,
    finalUrl: 'https://acme.test/',
    pages: [{ url: 'https://acme.test/', kind: 'home', title: 'Acme', text: 'Acme. Rockets for all.' }],
    skipped: [],
    truncated: false,
  },
};
const proposed: DraftEvent = { type: 'DraftProposed', data: { draftId: D, proposal } };
const ready: DraftEvent[] = [started, read, proposed];

const stateAfter = (given: DraftEvent[]) => fold(draftDecider, given);
const when = (given: DraftEvent[], command: DraftCommand) => draftDecider.decide(command, stateAfter(given));
const then = (given: DraftEvent[], command: DraftCommand) => stateAfter([...given, ...when(given, command)]);
const refusal = (given: DraftEvent[], command: DraftCommand) => {
  try {
    when(given, command);
  } catch (error) {
    expect(error).to.be.instanceOf(DomainError);
    return `${(error as DomainError).kind}:${(error as DomainError).code}`;
  }
  throw new Error('expected a refusal');
};
const update = (u: Extract<DraftCommand, { type: 'UpdateDraft' }>['update'], actorId = owner): DraftCommand => ({
  type: 'UpdateDraft',
  actorId,
  update: u,
});
const regen = (fields: string[], values: Record<string, string | null>): DraftCommand =>
  update({
    regenerate: {
      fields: fields as never,
      proposal: {
        ...proposal,
        fields: Object.fromEntries(Object.entries(values).map(([f, v]) => [f, { value: v, evidence: v ? ev(v) : [] }])),
      },
    },
  });

describe('draft decider', () => {
  describe('lifecycle: crawling → drafting → ready (or failed) → submitted', () => {
    it('starts once, in status crawling', () => {
      const command: DraftCommand = { type: 'StartDraft', draftId: D, ownerId: owner, url: 'https://acme.test' };
      expect(when([], command)).to.deep.equal([started]);
      expect(stateAfter([started]).status).to.equal('crawling');
      expect(refusal([started], command)).to.equal('conflict:draft_exists');
    });

    it('records the site read once; a late or repeated result changes nothing', () => {
      const command: DraftCommand = {
        type: 'RecordSiteRead',
        finalUrl: 'https://acme.test/',
        pages: [],
        skipped: [],
        truncated: false,
      };
      expect(when([started], command)).to.have.length(1);
      expect(stateAfter([started, read]).status).to.equal('drafting');
      expect(when([started, read], command)).to.deep.equal([]);
      expect(when([started, read], { type: 'RecordSiteReadFailed', code: 'unreachable', message: 'x' })).to.deep.equal(
        [],
      );
    });

    it('fails with the reason when the site cannot be read', () => {
      const state = then([started], {
        type: 'RecordSiteReadFailed',
        code: 'robots_disallowed',
        message: 'robots.txt disallows it',
      });
      expect(state.status).to.equal('failed');
      expect(state.failure).to.deep.equal({ code: 'robots_disallowed', message: 'robots.txt disallows it' });
    });

    it('becomes ready with the proposal: values with evidence are ai, the rest not_found', () => {
      expect(when([started, read], { type: 'RecordProposal', proposal })).to.deep.equal([proposed]);
      expect(when(ready, { type: 'RecordProposal', proposal })).to.deep.equal([]);
      const state = stateAfter(ready);
      expect(state.status).to.equal('ready');
      expect(state.fields.name).to.include({ value: 'Acme', state: 'ai' });
      expect(state.fields.name.evidence).to.deep.equal(ev('Acme'));
      expect(state.fields.pricing_model).to.include({ value: null, state: 'not_found' });
      expect(state.fields.city.state).to.equal('not_found');
      expect(state.faqs).to.have.length(1);
      expect(state.founders[0].name).to.equal('Wile E.');
      expect(state.companySocials).to.deep.equal({ x: 'https://x.com/acme' });
    });

    it('drafting failure is recorded too', () => {
      expect(
        then([started, read], { type: 'RecordDraftingFailed', code: 'drafter_error', message: 'boom' }).status,
      ).to.equal('failed');
    });

    it('derives completeness and what is missing', () => {
      const { completeness, missing } = completenessOf(stateAfter(ready).fields);
      expect(completeness).to.equal(Math.round((3 / 18) * 100));
      expect(missing).to.include('pricing_model').and.not.include('name');
    });

    it('submits a ready draft with a name; the same listing again is a no-op, another refused', () => {
      const submit: DraftCommand = { type: 'SubmitDraft', actorId: owner, listingId: 7, slug: 'acme' };
      expect(when(ready, submit)).to.deep.equal([
        { type: 'DraftSubmitted', data: { draftId: D, listingId: 7, slug: 'acme' } },
      ]);
      const submitted = [...ready, ...when(ready, submit)];
      expect(stateAfter(submitted).status).to.equal('submitted');
      expect(when(submitted, submit)).to.deep.equal([]);
      expect(refusal(submitted, { ...submit, listingId: 8 })).to.equal('conflict:already_submitted');
      expect(refusal([started], submit)).to.equal('conflict:draft_not_ready');
      const unnamed = [...ready, ...when(ready, update({ fields: { name: null } }))];
      expect(refusal(unnamed, submit)).to.equal('invalid:name_required');
    });

    it('records the site of the network it is saved on (issue 30), none on the default site', () => {
      const submit: DraftCommand = { type: 'SubmitDraft', actorId: owner, listingId: 7, slug: 'acme', site: 'ai' };
      const events = when(ready, submit);
      expect(events).to.deep.equal([
        { type: 'DraftSubmitted', data: { draftId: D, listingId: 7, slug: 'acme', site: 'ai' } },
      ]);
      expect(stateAfter([...ready, ...events]).listingSite).to.equal('ai');
      const onDefault = when(ready, { ...submit, site: undefined });
      expect(onDefault[0]!.data).to.not.have.property('site');
      expect(stateAfter([...ready, ...onDefault]).listingSite).to.equal(null);
    });

    it('another account is told the draft does not exist', () => {
      expect(refusal(ready, update({ fields: { city: 'Paris' } }, 'someone-else'))).to.equal(
        'not_found:draft_not_found',
      );
      expect(refusal(ready, { type: 'SubmitDraft', actorId: 'x', listingId: 1, slug: 's' })).to.equal(
        'not_found:draft_not_found',
      );
      expect(refusal([], update({}))).to.equal('not_found:draft_not_found');
    });

    it('refuses edits while crawling or drafting, allows them on a failed draft (by hand)', () => {
      expect(refusal([started], update({ fields: { city: 'Paris' } }))).to.equal('conflict:draft_not_ready');
      expect(refusal([started, read], update({ fields: { city: 'Paris' } }))).to.equal('conflict:draft_not_ready');
      const failed: DraftEvent = { type: 'SiteReadFailed', data: { draftId: D, code: 'unreachable', message: 'x' } };
      expect(then([started, failed], update({ fields: { name: 'Acme' } })).fields.name).to.include({
        value: 'Acme',
        state: 'manual',
      });
      expect(refusal([started, failed], update({ restore: ['name'] }))).to.equal('conflict:no_ai_values');
      expect(refusal([started, failed], regen(['name'], { name: 'A' }))).to.equal('conflict:no_evidence');
    });
  });

  describe('field states', () => {
    it('a typed value is edited where the AI had one, manual where it had none; null deletes', () => {
      const events = when(
        ready,
        update({ fields: { tagline: 'Better rockets', pricing_model: 'Freemium', name: null } }),
      );
      expect(events).to.deep.equal([
        {
          type: 'FieldsEdited',
          data: {
            draftId: D,
            changes: {
              tagline: { before: 'Rockets for all', after: 'Better rockets', state: 'edited' },
              pricing_model: { before: null, after: 'Freemium', state: 'manual' },
              name: { before: 'Acme', after: null, state: 'deleted' },
            },
          },
        },
      ]);
      const state = stateAfter([...ready, ...events]);
      expect(state.fields.tagline).to.include({ value: 'Better rockets', state: 'edited', aiValue: 'Rockets for all' });
      expect(state.fields.tagline.evidence).to.deep.equal([]);
      expect(state.fields.name).to.include({ value: null, state: 'deleted' });
    });

    it('an unchanged value records nothing', () => {
      expect(when(ready, update({ fields: { name: 'Acme', features: ['Fast', 'Safe'] } }))).to.deep.equal([]);
    });

    it('lock gives override; edits keep the lock; restore returns the AI value and unlocks', () => {
      const locked = [...ready, ...when(ready, update({ lock_fields: ['tagline', 'tagline'] }))];
      expect(locked.at(-1)).to.deep.equal({ type: 'FieldsLocked', data: { draftId: D, fields: ['tagline'] } });
      expect(shownState(stateAfter(locked).fields.tagline)).to.equal('override');
      expect(when(locked, update({ lock_fields: ['tagline'] }))).to.deep.equal([]);

      const edited = [...locked, ...when(locked, update({ fields: { tagline: 'Mine' } }))];
      expect((edited.at(-1)!.data as any).changes.tagline.state).to.equal('override');
      expect(shownState(stateAfter(edited).fields.tagline)).to.equal('override');
      expect(stateAfter(edited).fields.tagline.value).to.equal('Mine');

      const restored = [...edited, ...when(edited, update({ restore: ['tagline'] }))];
      expect(restored.at(-1)).to.deep.equal({
        type: 'FieldsRestored',
        data: { draftId: D, changes: { tagline: { before: 'Mine', after: 'Rockets for all', state: 'ai' } } },
      });
      const field = stateAfter(restored).fields.tagline;
      expect(shownState(field)).to.equal('ai');
      expect(field.evidence).to.deep.equal(ev('Rockets for all'));
      expect(when(restored, update({ restore: ['tagline'] }))).to.deep.equal([]);
    });

    it('restoring a field the AI did not find brings it back to not_found', () => {
      const manual = [...ready, ...when(ready, update({ fields: { city: 'Paris' } }))];
      expect(stateAfter([...manual, ...when(manual, update({ restore: ['city'] }))]).fields.city).to.include({
        value: null,
        state: 'not_found',
      });
    });

    it('a value can be set and locked in one call (override)', () => {
      const state = then(ready, update({ fields: { city: 'Paris' }, lock_fields: ['city'] }));
      expect(state.fields.city.value).to.equal('Paris');
      expect(shownState(state.fields.city)).to.equal('override');
    });

    it('regenerate redrafts up to 5 fields from the evidence: ai with new evidence, or not_found', () => {
      const events = when(ready, regen(['tagline', 'pricing_model'], { tagline: 'Rockets, cheaper' }));
      expect(events).to.deep.equal([
        {
          type: 'FieldsRegenerated',
          data: {
            draftId: D,
            changes: {
              tagline: {
                before: 'Rockets for all',
                after: 'Rockets, cheaper',
                state: 'ai',
                evidence: ev('Rockets, cheaper'),
              },
              pricing_model: { before: null, after: null, state: 'not_found', evidence: [] },
            },
          },
        },
      ]);
      const state = stateAfter([...ready, ...events]);
      expect(state.fields.tagline).to.include({ value: 'Rockets, cheaper', aiValue: 'Rockets, cheaper', state: 'ai' });
      expect(refusal(ready, regen(['name', 'tagline', 'stage', 'city', 'country', 'tags'], {}))).to.equal(
        'invalid:too_many_fields',
      );
    });

    it('regenerate refuses locked fields (restore unlocks them first); an edited field can be regenerated', () => {
      const locked = [...ready, ...when(ready, update({ lock_fields: ['tagline'] }))];
      expect(refusal(locked, regen(['tagline', 'name'], { tagline: 'x', name: 'y' }))).to.equal(
        'conflict:fields_locked',
      );
      const edited = [...ready, ...when(ready, update({ fields: { tagline: 'Mine' } }))];
      const state = then(edited, regen(['tagline'], { tagline: 'New AI' }));
      expect(state.fields.tagline).to.include({ value: 'New AI', state: 'ai' });
      // restore now returns the latest AI value, the regenerated one
      const again = [...edited, ...when(edited, regen(['tagline'], { tagline: 'New AI' }))];
      const reEdited = [...again, ...when(again, update({ fields: { tagline: 'Mine again' } }))];
      expect(then(reEdited, update({ restore: ['tagline'] })).fields.tagline.value).to.equal('New AI');
    });

    it('refuses one field in edit, restore and regenerate at once', () => {
      expect(refusal(ready, update({ fields: { name: 'X' }, restore: ['name'] }))).to.equal(
        'invalid:conflicting_changes',
      );
    });
  });

  describe('sections', () => {
    it('replaces faqs, founders, socials and milestones; merges story and seo sections', () => {
      const state = then(
        ready,
        update({
          faqs: [{ question: 'Q', answer: 'A' }],
          founders: [{ name: 'Ann', title: 'CEO' }, { name: 'Bob' }],
          company_socials: { github: 'https://github.com/acme' },
          founder_socials: { x: 'https://x.com/ann' },
          story: { title: 'How', problem: 'Slow rockets' },
          milestones: [{ date: '2026-01-02', title: 'Launch' }],
          seo: { title: 'Acme rockets', meta: 'Rockets.' },
        }),
      );
      expect(state.faqs).to.deep.equal([{ question: 'Q', answer: 'A', evidence: [] }]);
      expect(state.founders.map((f) => f.name)).to.deep.equal(['Ann', 'Bob']);
      expect(state.companySocials).to.deep.equal({ github: 'https://github.com/acme' });
      expect(state.founderSocials).to.deep.equal({ x: 'https://x.com/ann' });
      expect(state.milestones).to.have.length(1);
      const after = fold(draftDecider, [
        ...ready,
        ...when(ready, update({ story: { title: 'How', problem: 'Slow rockets' } })),
      ]);
      const merged = then(
        [
          ...ready,
          ...draftDecider.decide(update({ story: { title: 'How', problem: 'Slow rockets' } }), stateAfter(ready)),
        ],
        update({ story: { problem: '', journey: 'Long' }, seo: { meta: '' } }),
      );
      expect(after.story).to.deep.equal({ title: 'How', problem: 'Slow rockets' });
      expect(merged.story).to.deep.equal({ title: 'How', journey: 'Long' });
      expect(state.seo).to.deep.equal({ title: 'Acme rockets', meta: 'Rockets.' });
    });

    it('sets, records and clears the competitor; a result for an older URL is ignored', () => {
      const set = [...ready, ...when(ready, update({ competitor_url: 'https://rival.test' }))];
      expect(set.at(-1)).to.deep.equal({ type: 'CompetitorSet', data: { draftId: D, url: 'https://rival.test' } });
      expect(when(set, update({ competitor_url: 'https://rival.test' }))).to.deep.equal([]);
      const comparison = { name: 'Rival', rows: [] };
      expect(when(set, { type: 'RecordCompetitor', url: 'https://other.test', comparison })).to.deep.equal([]);
      const compared = [...set, ...when(set, { type: 'RecordCompetitor', url: 'https://rival.test', comparison })];
      expect(stateAfter(compared).competitor).to.include({ status: 'compared' });
      expect(then(compared, update({ competitor_url: '' })).competitor).to.equal(null);
      expect(when(ready, update({ competitor_url: '' }))).to.deep.equal([]);
    });
  });

  describe('invites', () => {
    const invite = (n: number, email = `c${n}@example.com`): DraftCommand => ({
      type: 'InviteCofounder',
      actorId: owner,
      inviteId: `i${n}`,
      email,
    });
    it('up to 10 per draft; the 11th and duplicates (any case) are refused', () => {
      let history: DraftEvent[] = [...ready];
      for (let n = 1; n <= 10; n++) history = [...history, ...when(history, invite(n))];
      expect(stateAfter(history).invites).to.have.length(10);
      expect(refusal(history, invite(11))).to.equal('conflict:invite_limit_reached');
      expect(refusal(history, invite(12, 'C3@Example.com'))).to.equal('conflict:already_invited');
    });

    it('marks an invite e-mail sent once', () => {
      const invited = [...ready, ...when(ready, invite(1))];
      const sent = [...invited, ...when(invited, { type: 'MarkInviteSent', inviteId: 'i1' })];
      expect(sent.at(-1)).to.deep.equal({ type: 'InviteEmailSent', data: { draftId: D, inviteId: 'i1' } });
      expect(when(sent, { type: 'MarkInviteSent', inviteId: 'i1' })).to.deep.equal([]);
      expect(when(sent, { type: 'MarkInviteSent', inviteId: 'nope' })).to.deep.equal([]);
    });
  });
});
