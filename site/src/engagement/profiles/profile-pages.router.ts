/**
 * People's profiles on the site (issue 32, part 2):
 *
 *   GET  /people/:handle    the public profile: name, initials, headline, links, the products the
 *                           person makes (the public listings their account owns), their newest
 *                           reviews and comments, and their votes only if they chose to show them
 *   GET  /account/profile   the settings page (signed in): handle, headline, links, show my votes
 *   POST /account/profile   update_profile through the executor as the signed-in person; a refusal
 *                           shows the form again with the message beside the field and what was typed
 *
 * The profile page is public and cached like every anonymous page; people's links on it are
 * rel="me nofollow ugc noopener noreferrer", their comments the same safe Markdown as on listings.
 */
import { Router } from 'express';
import type { DocumentStore } from '@listings/shared/kernel';
import {
  HANDLE_PATTERN,
  HANDLE_RULES,
  HEADLINE_MAX,
  normaliseHandle,
  PROFILE_LINKS_MAX,
} from '@listings/shared/contracts/engagement';
import {
  personActivity,
  personByHandle,
  profileOfAccount,
  type PersonActivity,
  type PersonProfile,
} from '@listings/query-service/engagement';
import { alertBox, html, SafeHtml } from '../../kit/html.ts';
import { fieldError, formSecrets, invalidAttrs, refusalOf, type MakerPages } from '../../kit/maker-pages.ts';
import { notFoundPage, PageError, type Viewer } from '../../kit/site-pages.ts';
import { faceOf } from '../../listing-images/logo-html.ts';
import { listingPath, timeTag } from '../../listings/parts.ts';
import { renderCommentMarkdown } from '../comments/comment-markdown.ts';
import { commentAnchor } from '../comments/comments.html.ts';
import { personPath } from './person-link.ts';

const PEOPLE_LINK_REL = 'me nofollow ugc noopener noreferrer';

function profileBody(person: PersonProfile, activity: PersonActivity, viewer: Viewer | null, saved: boolean): SafeHtml {
  const own = viewer?.accountId === person.accountId;
  const listingLink = (listing: { slug: string; name: string }) =>
    html`<a href="${listingPath(listing.slug)}">${listing.name}</a>`;
  return html`<div class="profile-head">${faceOf(person.name, undefined, 96)}<div>
<h1>${person.name}</h1>
<p class="muted">@${person.handle}</p>
${person.headline ? html`<p class="lead">${person.headline}</p>` : ''}
${person.links.length ? html`<ul class="profile-links">${person.links.map((link) => html`<li><a href="${link}" rel="${PEOPLE_LINK_REL}">${link.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}</a></li>`)}</ul>` : ''}
${own ? html`<p><a href="/account/profile">Edit your profile</a></p>` : ''}
</div></div>
${saved && own ? alertBox('Your profile is saved.', 'notice') : ''}
<section aria-labelledby="makes-title"><h2 id="makes-title">Makes</h2>
${activity.makes.length ? html`<ul class="rows">${activity.makes.map((listing) => html`<li>${listingLink(listing)}${listing.tagline ? html`<p class="muted">${listing.tagline}</p>` : ''}</li>`)}</ul>` : html`<p class="muted">No products on the site yet.</p>`}
</section>
<section aria-labelledby="reviews-title"><h2 id="reviews-title">Reviews</h2>
${activity.reviews.length ? html`<ul class="rows">${activity.reviews.map((review) => html`<li class="review"><p><strong>${listingLink(review.listing)}</strong> · ${review.rating} of 5 · <span class="muted">${timeTag(review.postedAt)}</span></p><p>${review.text}</p></li>`)}</ul>` : html`<p class="muted">No reviews yet.</p>`}
</section>
<section aria-labelledby="comments-title"><h2 id="comments-title">Comments</h2>
${activity.comments.length ? html`<ul class="rows">${activity.comments.map((comment) => html`<li class="review"><p>On <a href="${listingPath(comment.listing.slug)}#${commentAnchor(comment.commentId)}">${comment.listing.name}</a> · <span class="muted">${timeTag(comment.postedAt)}</span></p><div class="comment-text">${new SafeHtml(renderCommentMarkdown(comment.text))}</div></li>`)}</ul>` : html`<p class="muted">No comments yet.</p>`}
</section>
${activity.votes ? html`<section aria-labelledby="votes-title"><h2 id="votes-title">Voted for</h2>${activity.votes.length ? html`<ul class="rows">${activity.votes.map((listing) => html`<li>${listingLink(listing)}</li>`)}</ul>` : html`<p class="muted">No votes yet.</p>`}</section>` : ''}`;
}

interface SettingsForm {
  handle: string;
  headline: string;
  links: string;
  showVotes: boolean;
}

function settingsBody(viewer: Viewer, form: SettingsForm, errors: Record<string, string>, message?: string): SafeHtml {
  return html`<h1>Your profile</h1>
<p>Your profile is public at <code>/people/&lt;handle&gt;</code>: your name, headline and links, what you make, your reviews and comments. Your votes stay private unless you choose to show them.</p>
${message ? alertBox(message) : ''}
<form method="post" action="/account/profile" class="stack">${formSecrets(viewer)}
<label for="handle">Handle</label>
<input id="handle" name="handle" required maxlength="30" autocapitalize="none" spellcheck="false" value="${form.handle}" aria-describedby="handle-hint${errors.handle ? ' handle-error' : ''}"${errors.handle ? html` aria-invalid="true"` : ''}>
<p id="handle-hint" class="hint">${HANDLE_RULES}. Unique on the site.</p>
${fieldError('handle', errors.handle)}
<label for="headline">Headline</label>
<input id="headline" name="headline" maxlength="${HEADLINE_MAX}" value="${form.headline}" aria-describedby="headline-hint"${invalidAttrs('headline', errors.headline)}>
<p id="headline-hint" class="hint">At most ${HEADLINE_MAX} characters, e.g. what you build.</p>
${fieldError('headline', errors.headline)}
<label for="links">Links</label>
<textarea id="links" name="links" rows="4" aria-describedby="links-hint"${invalidAttrs('links', errors.links)}>${form.links}</textarea>
<p id="links-hint" class="hint">Up to ${PROFILE_LINKS_MAX} web addresses (https://…), one per line.</p>
${fieldError('links', errors.links)}
<div class="check"><input type="checkbox" id="show_votes" name="show_votes"${form.showVotes ? ' checked' : ''}><label for="show_votes">Show the products I voted for on my profile</label></div>
<button type="submit">Save profile</button>
</form>`;
}

export function profilePagesRouter(maker: MakerPages, documents: DocumentStore): Router {
  const router = Router();
  router.get(
    '/people/:handle',
    maker.pages.page(async ({ req, viewer }) => {
      const handle = normaliseHandle(String(req.params.handle));
      const person = HANDLE_PATTERN.test(handle) ? await personByHandle(documents, handle) : null;
      if (!person) throw notFoundPage(`The profile @${handle}`);
      const activity = await personActivity(documents, person, maker.pages.siteOf(req));
      return {
        title: person.headline ? `${person.name}: ${person.headline}` : person.name,
        head: html`<link rel="canonical" href="${maker.pages.site.publicBaseUrl}${personPath(person.handle)}">`,
        body: profileBody(person, activity, viewer, req.query.done === 'profile_saved'),
      };
    }),
  );
  router.get(
    '/account/profile',
    maker.page(async ({ viewer }) => {
      const profile = await profileOfAccount(documents, viewer.accountId);
      return {
        title: 'Your profile',
        narrow: true,
        body: settingsBody(
          viewer,
          {
            handle: profile?.handle ?? '',
            headline: profile?.headline ?? '',
            links: (profile?.links ?? []).join('\n'),
            showVotes: profile?.showVotes ?? false,
          },
          {},
        ),
      };
    }),
  );
  router.post(
    '/account/profile',
    ...maker.action(async (context) => {
      const typed: SettingsForm = {
        handle: context.form.handle ?? '',
        headline: context.form.headline ?? '',
        links: context.form.links ?? '',
        showVotes: context.form.show_votes === 'on',
      };
      const result = await context.run('update_profile', {
        body: {
          handle: typed.handle,
          headline: typed.headline,
          links: typed.links,
          ...(typed.showVotes ? { show_votes: 'on' } : {}),
        },
      });
      if (result.status < 300) {
        const { handle } = result.body as { handle: string };
        return { redirect: `${personPath(handle)}?done=profile_saved` };
      }
      const refusal = refusalOf(result);
      if (refusal.status === 429)
        throw new PageError(
          429,
          'Slow down',
          'You have saved your profile many times in a short while. Try again later.',
          [],
          {
            'Retry-After': result.headers?.['Retry-After'] ?? '60',
          },
        );
      // A taken handle is a 409 (the handle's stream decided it), which carries no field list: it is the handle's.
      const fields = refusal.code === 'handle_taken' ? { handle: refusal.message, ...refusal.fields } : refusal.fields;
      if (Object.keys(fields).length === 0) throw new PageError(refusal.status, 'Not saved', refusal.message);
      return {
        status: refusal.status,
        title: 'Your profile',
        narrow: true,
        body: settingsBody(
          context.viewer,
          typed,
          fields,
          'Your profile is not saved yet: check the field marked below.',
        ),
      };
    }),
  );
  return router;
}
