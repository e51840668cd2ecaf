/**
 * Write operations on the content the site team manages (categories, blog posts, interview
 * questions, products, promo codes, settings, listing figures, the sites of the network). Used by the admin CLI; each goes
 * through its decider and ends as events carrying actor, time and cause.
 */
import {
  type EventMetadata,
  type Actor,
  type EventStore,
  type Decider,
  type DomainEvent,
  handleCommand,
  isEventOf,
  type Clock,
} from '@listings/shared/kernel';
import {
  categoryTreeDecider,
  categoryTreeDeciderFor,
  type CategoryCommand,
} from './categories/category-tree.decider.ts';
import {
  CATEGORY_TREE_STREAM,
  categoryTreeStream,
  CATEGORY_EVENT_TYPES,
  type CategoryEvent,
  blogPostStream,
  INTERVIEW_QUESTIONS_STREAM,
  INTERVIEW_QUESTION_EVENT_TYPES,
  interviewQuestionsStream,
  type InterviewQuestionEvent,
  productStream,
  promoCodeStream,
  siteSettingsStream,
  listingFiguresStream,
  SITES_STREAM,
} from '@listings/shared/contracts/site-content';
import { blogPostDecider, type BlogPostCommand } from './blog/blog-post.decider.ts';
import {
  interviewQuestionsDecider,
  interviewQuestionsDeciderFor,
  type InterviewQuestionCommand,
} from './interview/interview-questions.decider.ts';
import { productDecider, type ProductCommand } from './products/product.decider.ts';
import { promoCodeDecider, type PromoCodeCommand } from './promos/promo-code.decider.ts';
import { siteSettingsDecider, type SiteSettingCommand } from './settings/site-settings.decider.ts';
import { listingFiguresDecider, type ListingFigureCommand } from './figures/listing-figures.decider.ts';
import { sitesDecider, type SiteCommand } from './sites/sites.decider.ts';

type Without<C, K extends string> = C extends unknown ? Omit<C, K> : never;

export interface WriteResult<Event extends DomainEvent = DomainEvent> {
  events: Event[];
  /** Read-your-writes token (0 when nothing changed). */
  position: number;
}

export class SiteContentCommands {
  private readonly events: EventStore;
  private readonly clock: Clock;

  constructor(events: EventStore, clock: Clock) {
    this.events = events;
    this.clock = clock;
  }

  private async run<C, E extends DomainEvent, S>(
    stream: string,
    decider: Decider<C, E, S>,
    command: C,
    actor: Actor,
    cause: string,
  ): Promise<WriteResult<E>> {
    const metadata: EventMetadata = { actor, at: this.clock.now().toISOString(), cause };
    const result = await handleCommand(this.events, stream, decider, command, metadata);
    return { events: result.events, position: result.position };
  }

  /**
   * Changes a site's category tree; `site` absent: the default site's (its events name no site). A
   * site without a tree of its own starts one as a copy of the default site's, with this change.
   */
  async category(command: CategoryCommand, actor: Actor, cause: string, site?: string) {
    if (!site) return this.run(CATEGORY_TREE_STREAM, categoryTreeDecider, command, actor, cause);
    const startFrom = (await this.events.readStream(CATEGORY_TREE_STREAM))
      .filter((event) => isEventOf<CategoryEvent>(event, ...CATEGORY_EVENT_TYPES))
      .reduce(categoryTreeDecider.evolve, categoryTreeDecider.initialState());
    return this.run(categoryTreeStream(site), categoryTreeDeciderFor(site, startFrom), command, actor, cause);
  }

  /** `publishedAt` defaults to now when publishing; `site` (in the command) absent: the default site's blog. */
  blogPost(command: Without<BlogPostCommand, 'publishedAt'> & { publishedAt?: string }, actor: Actor, cause: string) {
    const full = (
      command.type === 'PublishBlogPost'
        ? { ...command, publishedAt: command.publishedAt ?? this.clock.now().toISOString() }
        : command
    ) as BlogPostCommand;
    return this.run(blogPostStream(command.slug, command.site), blogPostDecider, full, actor, cause);
  }

  /**
   * Changes a site's interview questions; `site` absent: the default site's (its events name no
   * site). A site without questions of its own starts its own set as a copy of the default site's,
   * with this change.
   */
  async interviewQuestion(command: InterviewQuestionCommand, actor: Actor, cause: string, site?: string) {
    if (!site) return this.run(INTERVIEW_QUESTIONS_STREAM, interviewQuestionsDecider, command, actor, cause);
    const startFrom = (await this.events.readStream(INTERVIEW_QUESTIONS_STREAM))
      .filter((event) => isEventOf<InterviewQuestionEvent>(event, ...INTERVIEW_QUESTION_EVENT_TYPES))
      .reduce(interviewQuestionsDecider.evolve, interviewQuestionsDecider.initialState());
    return this.run(
      interviewQuestionsStream(site),
      interviewQuestionsDeciderFor(site, startFrom),
      command,
      actor,
      cause,
    );
  }

  /** A product of one site (`command.site`; absent: the default site): its own stream per (site, code). */
  product(command: ProductCommand, actor: Actor, cause: string) {
    return this.run(productStream(command.code, command.site), productDecider, command, actor, cause);
  }

  /** A promo code of one site (`command.site`; absent: the default site): its own stream per (site, code). */
  promoCode(command: PromoCodeCommand, actor: Actor, cause: string) {
    return this.run(promoCodeStream(command.code, command.site), promoCodeDecider, command, actor, cause);
  }

  /** A setting of one site (`command.site`; absent: the default site): one stream per site. */
  setting(command: SiteSettingCommand, actor: Actor, cause: string) {
    return this.run(siteSettingsStream(command.site), siteSettingsDecider, command, actor, cause);
  }

  figure(command: ListingFigureCommand, actor: Actor, cause: string) {
    return this.run(listingFiguresStream(command.listing), listingFiguresDecider, command, actor, cause);
  }

  /** Opens or changes a site of the network (one stream for all: keys and hosts unique in one decision). */
  site(command: SiteCommand, actor: Actor, cause: string) {
    return this.run(SITES_STREAM, sitesDecider, command, actor, cause);
  }
}
