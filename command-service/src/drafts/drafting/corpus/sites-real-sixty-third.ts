/**
 * Issue 34, sixty-third round: places, founding years and prices stated in other languages. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Tuning:
 * - bambujab-readme-de: Aldarande/bambujab at 7901219e (docs/de_DE/index.md, the plugin's documentation page in
 *   German), rendered: a Jeedom plugin that watches and drives BambuLab 3D printers over the local network;
 *   "BambuJab ist kostenlos und Open Source (AGPL v3)" (free and open source).
 *   (The round's place and founding-year rules are prompted by the sixtieth round's tuning page clevercloud-about-fr,
 *   already in the corpus: "Clever Cloud est une société de services informatiques basée à Nantes créée en 2010".)
 *
 * Held out:
 * - forgeborn-readme-de: ShadowLeywin/ernaehrungsplaner at 419cf95b (README.md, in German), rendered: FORGEBORN, a
 *   nutrition and training planner as a PWA; "FORGEBORN ist kostenlos und Open Source." (free and open source).
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

// ---------------------------------------------------------------- BambuJab (tuning)

const BAMBUJAB_CLAIMS = [
  'BambuJab ermöglicht die Überwachung und Steuerung Ihrer BambuLab 3D-Drucker aus Jeedom heraus, vollständig über das lokale Netzwerk (LAN-only), ohne die Bambu-Cloud.',
  'Überwachung und Steuerung Ihrer BambuLab 3D-Drucker aus Jeedom heraus',
  'Überwachung und Steuerung Ihrer BambuLab 3D-Drucker',
  'vollständig über das lokale Netzwerk (LAN-only), ohne die Bambu-Cloud',
  'Unterstützte Modelle: X1 / X1C, P1P / P1S, A1 / A1 mini.',
  'Das Plugin verbindet sich mit keinem Bambu-Server – die gesamte Kommunikation ist lokal.',
  'Information (Überwachung): Druckerstatus, aktuelle Phase, Fortschritt (%), Schicht, Restzeit, Auftragsname, Temperaturen Düse / Bett / Kammer, Lüfter, Geschwindigkeit, WLAN, Licht, Düse, HMS-Warnungen, online.',
  'AMS (dynamisch): Filamenttyp, Farbe, Restmenge, Feuchtigkeit, aktives Fach, externe Spule.',
  'Aktionen (Steuerung): Pause, Fortsetzen, Stopp, Home, Licht EIN/AUS, Geschwindigkeit (1–4), Düse/Bett-Solltemperatur, Aktualisieren.',
  'Die Schaltfläche Dateien erlaubt: vorhandene Projekte (.3mf/.gcode) auflisten, eine Datei hochladen und einen Druck neu starten (AMS-Zuordnung + Optionen).',
  'Ein Kamera-Panel (best-effort, v. a. P1/A1) erfasst ein Kammerbild mit Auto-Aktualisierung.',
  'Ein dediziertes Widget zeigt eine Übersichtskarte: Status, Fortschritt, Schicht/Zeit, Temperaturen und farbige AMS-Filamente.',
  'Der Zugangscode wird verschlüsselt gespeichert und erscheint nie in den Logs.',
  'Es werden keine Daten an die Bambu-Cloud gesendet.',
  'Der Zugangscode wird verschlüsselt gespeichert und erscheint nie in den Logs. Es werden keine Daten an die Bambu-Cloud gesendet.',
  'BambuJab ist kostenlos und Open Source (AGPL v3):',
  'BambuJab ist kostenlos und Open Source (AGPL v3)',
  'Kamera',
  'Widget',
  'Dateien',
  'Befehle',
  'Sicherheit & Datenschutz',
  'Drucker hinzufügen',
];
const BAMBUJAB_TOPICS = [
  'BambuJab',
  'BambuLab',
  'BambuLab 3D-Drucker',
  '3D-Drucker',
  '3D printer',
  '3D printing',
  'Jeedom',
  'Jeedom plugin',
  'Plugin',
  'LAN',
  'LAN-only',
  'LAN-Modus',
  'lokales Netzwerk',
  'AMS',
  'MQTT',
  'paho-mqtt',
  'Kamera',
  'Widget',
  'home automation',
  'smart home',
  'open source',
  'Open Source',
  'AGPL',
  'AGPL v3',
];

const bambujab: CorpusSite = {
  id: 'bambujab-readme-de',
  about:
    "real (BambuJab docs/de_DE/index.md, the plugin's documentation in German): a Jeedom plugin for BambuLab 3D printers over the local network, its commands, files, camera and widget; free and open source (AGPL v3)",
  classes: ['real', 'tuning', 'single-page', 'readme', 'non-english', 'pricing'],
  source: realSource('Aldarande/bambujab', '7901219e', 'docs/de_DE/index.md'),
  pages: { '/': realPage('bambujab-readme-de/index.html') },
  expected: {
    name: 'BambuJab',
    // "BambuJab ist kostenlos und Open Source (AGPL v3)": "kostenlos" is German for free (of charge).
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // A home-automation plugin driving 3D printers: no category of the tree names it plainly.
    categories: { must: [], may: ['Productivity', 'Developer Tools'] },
    features: { must: [], may: BAMBUJAB_CLAIMS },
    usps: { must: [], may: BAMBUJAB_CLAIMS },
    tags: { must: [], may: BAMBUJAB_TOPICS },
    keywords: { must: [], may: BAMBUJAB_TOPICS },
    founders: [],
    // Ko-fi, GitHub Sponsors and Liberapay are the maker's donation pages, no account of the product's.
    socials: {},
    faqs: [],
  },
  // The printers' maker and the home-automation platform are others' products.
  forbidden: ['name=BambuLab', 'name=Jeedom', 'name=BambuJab Plugin'],
};

export const REAL_TUNING_SITES_SIXTY_THIRD: readonly CorpusSite[] = [bambujab];

// ---------------------------------------------------------------- FORGEBORN (held out)

const FORGEBORN_CLAIMS = [
  'Ernährung und Training planen – als Progressive Web App, offline-fähig, komplett auf Deutsch.',
  'Ernährung und Training planen',
  'als Progressive Web App, offline-fähig, komplett auf Deutsch',
  'Alle Daten bleiben auf deinem Gerät.',
  'Alle Daten bleiben auf deinem Gerät. Kein Konto, kein Server, keine Tracker.',
  'Kein Konto, kein Server, keine Tracker.',
  'Lager: Startseite mit Lagerfeuer, Brom (dem Schmied) und dem Wichtigsten des Tages',
  'Ernährung („Taverne“): Mahlzeiten, Kalorien-Ring, Makros, alle wichtigen Mikronährstoffe (Tag und Woche), Wasser, Supplements',
  'Mengen-Memo: erst alles eintragen, Mengen danach gesammelt ergänzen – tippen oder diktieren („Skyr 250, 2 Äpfel“)',
  'Barcode & Marken: Barcode scannen oder online suchen (Open Food Facts), eigene Lebensmittel anlegen',
  'Ernährungsweisen & Diäten: vegan, vegetarisch, pescetarisch, laktose-/glutenfrei … sowie Keto, Low Carb, High Protein, Intervallfasten',
  'Rezepte & Meal-Prep: Bewertung mit Geschmack und Vorteilen, Portionen eintragen, Gesamtgewicht ÷ Portionen',
  'Wochenplan & Einkauf: Mahlzeiten planen, Einkaufsliste automatisch, Angebote der Märkte, Obst-/Gemüse-Vorlieben',
  'Training: über 250 Übungen, Vorlagen, Sätze mit „letztes Mal“, Pausentimer, Rekorde, 1RM-Verlauf, Volumen je Muskel',
  'Körper: Muskelkarte (vorn/hinten, Mann/Frau) mit Übungen und Beschreibungen',
  'Heldenreise: Level, Klasse, sechs Charakter-Werte, Ränge von Schlacke bis Legende, Erfolge bis „Legendär“ plus geheime',
  'Freunde: Rangkarte als Link teilen und vergleichen – ganz ohne Server',
  'Tagebuch: Stimmung, Energie, Schlaf und eine automatische Chronik (episch oder schlicht)',
  'Gewicht: Verlauf, Wochen- und Monatsbericht, wöchentlicher Vorschlag zur Kalorien-Anpassung',
  'Backup: Export und Import aller Daten als Datei',
  'Farbthemen, Hell/Dunkel, Stil „Episch“ oder „Schlicht“',
  'Lager',
  'Ernährung („Taverne“)',
  'Mengen-Memo',
  'Barcode & Marken',
  'Ernährungsweisen & Diäten',
  'Rezepte & Meal-Prep',
  'Wochenplan & Einkauf',
  'Training',
  'Körper',
  'Heldenreise',
  'Freunde',
  'Tagebuch',
  'Gewicht',
  'Backup',
  'FORGEBORN ist kostenlos und Open Source.',
  'FORGEBORN ist kostenlos und Open Source',
];
const FORGEBORN_TOPICS = [
  'FORGEBORN',
  'Ernährung',
  'Training',
  'Ernährungsplaner',
  'Progressive Web App',
  'PWA',
  'offline',
  'offline-fähig',
  'Kalorien',
  'Makros',
  'Mikronährstoffe',
  'Rezepte',
  'Meal-Prep',
  'Wochenplan',
  'Einkaufsliste',
  'Übungen',
  'Fitness',
  'nutrition',
  'workout',
  'meal planning',
  'Open Food Facts',
  'Barcode',
  'Tagebuch',
  'Gewicht',
  'Backup',
  'Datenschutz',
  'privacy',
  'open source',
  'Open Source',
  'GPL-3.0',
  'Vanilla JavaScript',
  'JavaScript',
];

const forgeborn: CorpusSite = {
  id: 'forgeborn-readme-de',
  about:
    "real (FORGEBORN's README, in German): a nutrition and training planner as an offline PWA, its features, data sources and privacy; free and open source (GPL-3.0)",
  classes: ['real', 'held-out', 'single-page', 'readme', 'non-english', 'pricing'],
  source: realSource('ShadowLeywin/ernaehrungsplaner', '419cf95b'),
  pages: { '/': realPage('forgeborn-readme-de/index.html') },
  expected: {
    // "FORGEBORN – Fuel. Train. Grow.": the name before the tagline.
    name: 'FORGEBORN',
    // "FORGEBORN ist kostenlos und Open Source." ("kostenlos": free of charge); a donation link is no price.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Health & Fitness', 'Health'] },
    features: { must: [], may: FORGEBORN_CLAIMS },
    usps: { must: [], may: FORGEBORN_CLAIMS },
    tags: { must: [], may: FORGEBORN_TOPICS },
    keywords: { must: [], may: FORGEBORN_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The data sources are others' ("Open Food Facts", "USDA FoodData Central"; "Herrmann et al." are a paper's authors).
  forbidden: ['name=Open Food Facts', 'name=USDA FoodData Central', 'founders=Herrmann', 'name=Fuel. Train. Grow.'],
};

export const REAL_HELD_OUT_SITES_SIXTY_THIRD: readonly CorpusSite[] = [forgeborn];
