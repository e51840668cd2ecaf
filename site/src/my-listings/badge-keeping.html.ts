/**
 * What the owner of a live free listing sees on its page about the kept badge: whether the outbound
 * link is followed, when the badge was last looked for and what was found, and while it is gone, until
 * when the grace period runs. (The same is in get_my_listing as `badge_keeping`.)
 */
import type { ListingDocument } from '@listings/projectors/listings';
import { html, type SafeHtml } from '../kit/html.ts';

const day = (iso: string) => iso.slice(0, 10);

export function keptBadgeNote(
  doc: Pick<ListingDocument, 'status' | 'plan' | 'link_nofollow' | 'badge_keeping' | 'slug'>,
): SafeHtml {
  if (doc.status !== 'live' || doc.plan !== 'free') return html``;
  const keeping = doc.badge_keeping ?? {};
  const checked = keeping.last_checked_at
    ? html`Last checked ${day(keeping.last_checked_at)} (UTC): ${
        keeping.last_outcome === 'present'
          ? 'the badge is on your site'
          : keeping.last_outcome === 'gone'
            ? 'the badge was not found'
            : `could not check (${keeping.last_reason ?? 'no answer'})`
      }.`
    : html`Not re-checked yet.`;
  const status = doc.link_nofollow
    ? html`<strong>Your link is marked nofollow</strong> because the badge is gone from your site. Put it back and it is followed again at the next check.`
    : keeping.grace_until
      ? html`<strong>The badge is gone from your site.</strong> Put it back before ${day(keeping.grace_until)} (UTC), or your link is marked nofollow.`
      : html`Your link is followed.`;
  return html`<section class="card" id="kept-badge" aria-label="Your badge"><p>Free plan badge: ${status} ${checked} <a href="/listings/${doc.slug}/badges">Badge code</a></p></section>`;
}
