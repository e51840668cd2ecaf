/**
 * npm run eval:drafts — precision and recall of the drafters over the drafting corpus
 * (command-service/src/drafts/drafting/corpus): the offline extractive drafter always; Gemini too
 * when GEMINI_API_KEY is set (that run calls Google's API; tests never do). `--mistakes` lists every
 * wrong or missed value per site.
 */
import { createDrafter, drafterConfigFromEnv, withCategoryTree } from '@listings/command-service/drafts/drafting';
import {
  CORPUS,
  CORPUS_CATEGORIES,
  HELD_OUT,
  evaluateCorpus,
  formatReport,
} from '@listings/command-service/drafts/drafting/corpus';

const showMistakes = process.argv.includes('--mistakes');
const drafters: [string, ReturnType<typeof createDrafter>][] = [['extractive (offline)', createDrafter({})]];
const config = drafterConfigFromEnv();
if (config.geminiApiKey) drafters.push([`gemini (${config.geminiModel})`, createDrafter(config)]);
else console.log('GEMINI_API_KEY is not set: the Gemini drafter is not measured.\n');

for (const [label, drafter] of drafters) {
  const results = await evaluateCorpus(
    withCategoryTree(drafter, async () => CORPUS_CATEGORIES),
    [...CORPUS, ...HELD_OUT],
  );
  console.log(formatReport(`${label}, whole corpus`, results));
  console.log('');
  console.log(formatReport(`${label}, held-out sites only`, results.slice(CORPUS.length)));
  if (showMistakes)
    for (const result of results)
      if (result.mistakes.length || result.leaked.length)
        console.log(
          `\n${result.site.id}:\n  ${[...result.mistakes, ...result.leaked.map((v) => `LEAKED ${v}`)].join('\n  ')}`,
        );
  console.log('');
}
