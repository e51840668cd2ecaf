/**
 * Issue 34, hundred-and-twenty-eighth round: pricing_model precision: "free" proposed where the page states no price
 * of the product; narrowed by the round to the shape its tuning page shows: a free version named in a dated news item
 * (another app's release), read as the product's free plan. Tuned on a page already in the corpus (mosh-home, Mosh's
 * home page: "September 20, 2016: Blink Shell: Mosh & SSH Terminal for iOS has its first gold release on the App
 * Store. Free version is available on GitHub."); filled by the round: one for one the real page held out (chosen, and
 * its facts written from the page, before the drafter first ran on it).
 *
 * The page is a product's README kept in its repository at the commit (read with read_file), rendered by markdown-it
 * (html and linkify on) in a bare page titled with the product's name.
 *
 * Held out (the drafter is not changed for it; chosen before it ran):
 * - weather-app-readme: AaronMikelKey/weather-app at 0708d8e6 (README.md): "I built this app using the OpenWeatherAPI",
 *   "Their API has a free version that is limited but works great for personal projects." (a dependency's free
 *   version, no price of the app), how to add an API key.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

export const REAL_TUNING_SITES_HUNDRED_AND_TWENTY_EIGHTH: readonly CorpusSite[] = [];

// ---------------------------------------------------------------- Weather App (held out)

const WEATHER_APP_TOPICS = ['weather', 'weather app', 'openweatherapi', 'openweathermap', 'api key', 'forecast'];

const weatherApp: CorpusSite = {
  id: 'weather-app-readme',
  about:
    'Weather App\'s README: "I built this app using the OpenWeatherAPI", "Their API has a free version that is limited but works great for personal projects." (the API\'s free version), config.js with an API key, .gitignore',
  classes: ['real', 'held-out', 'single-page', 'pricing', 'readme'],
  source: realSource('AaronMikelKey/weather-app', '0708d8e60061732a6c520ab27364db9b709b1e3a', 'README.md'),
  pages: { '/': realPage('weather-app-readme/index.html') },
  expected: {
    name: 'Weather App',
    // No price of its own: the free version is OpenWeatherAPI's (a dependency's).
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // A weather app built on an API: Productivity or Developer Tools may stand.
    categories: { must: [], may: ['Productivity', 'Developer Tools'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: WEATHER_APP_TOPICS },
    keywords: { must: [], may: WEATHER_APP_TOPICS },
    founders: [],
    // The link is to OpenWeatherAPI, the service it uses, no profile of the app.
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=free', 'pricing_model=freemium'],
};

export const REAL_HELD_OUT_SITES_HUNDRED_AND_TWENTY_EIGHTH: readonly CorpusSite[] = [weatherApp];
