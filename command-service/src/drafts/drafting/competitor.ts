/**
 * update_draft's competitor_url: the competitor's site is drafted with the same drafter (its output
 * through enforceEvidence against the competitor's pages), then features are matched by their words.
 * Every entry keeps its evidence: ours from our draft, theirs from the competitor's pages.
 */
import type { FeatureComparison as CompetitorComparison } from '@listings/shared/contracts/drafts';
import type { CrawlResult, DraftProposal, Drafter, Evidence, ProposedValue } from '../drafting.ports.ts';
import { enforceEvidence } from './evidence.ts';

export type { FeatureComparison as CompetitorComparison, PricingSide } from '@listings/shared/contracts/drafts';

const STOPWORDS = new Set(
  'a an and the of for to in on with your you our we it its is are be by at as from or into all any every more most no not one per via that this these those'.split(
    ' ',
  ),
);

/** The meaningful words of a feature, lower case, crudely singular. */
export function featureWords(feature: string): Set<string> {
  return new Set(
    feature
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 1 && !STOPWORDS.has(word))
      .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word)),
  );
}

/** Two features are the same when their words overlap enough (Jaccard ≥ threshold, default 0.5). */
export function similarFeatures(a: string, b: string, threshold = 0.5): boolean {
  const left = featureWords(a);
  const right = featureWords(b);
  if (left.size === 0 || right.size === 0) return false;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / (left.size + right.size - shared) >= threshold;
}

/** The list field as one ProposedValue per item, each with the quotes that contain it (or all quotes). */
function items(list: ProposedValue | undefined): ProposedValue<string>[] {
  if (!list || !Array.isArray(list.value)) return [];
  return list.value.map((item) => {
    const own = list.evidence.filter((evidence: Evidence) => evidence.quote.includes(item));
    return { value: item, evidence: own.length ? own : list.evidence };
  });
}

const field = (proposal: DraftProposal, name: keyof DraftProposal['fields']): ProposedValue =>
  proposal.fields[name] ?? { value: null, evidence: [] };

/** Compares two drafted profiles: features matched by wording, the rest on each side, and pricing. */
export function compareProposals(
  own: DraftProposal,
  theirs: DraftProposal,
  competitorUrl: string,
): CompetitorComparison {
  const ourFeatures = items(own.fields.features);
  const theirFeatures = items(theirs.fields.features);
  const matched = new Set<number>();
  const shared_features: CompetitorComparison['shared_features'] = [];
  const only_ours: ProposedValue<string>[] = [];
  for (const ours of ourFeatures) {
    const index = theirFeatures.findIndex(
      (candidate, at) => !matched.has(at) && similarFeatures(ours.value, candidate.value),
    );
    if (index >= 0) {
      matched.add(index);
      shared_features.push({ ours, theirs: theirFeatures[index]! });
    } else {
      only_ours.push(ours);
    }
  }
  return {
    competitor: { url: competitorUrl, name: field(theirs, 'name'), tagline: field(theirs, 'tagline') },
    shared_features,
    only_ours,
    only_theirs: theirFeatures.filter((_, at) => !matched.has(at)),
    pricing: {
      ours: { pricing_model: field(own, 'pricing_model'), pricing_summary: field(own, 'pricing_summary') },
      theirs: { pricing_model: field(theirs, 'pricing_model'), pricing_summary: field(theirs, 'pricing_summary') },
    },
  };
}

export async function compareWithCompetitor(
  own: DraftProposal,
  competitor: CrawlResult,
  drafter: Drafter,
): Promise<CompetitorComparison> {
  return compareProposals(own, enforceEvidence(await drafter.draft(competitor), competitor), competitor.finalUrl);
}
