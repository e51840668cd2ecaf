/**
 * Issue 34, hundred-and-ninth round: socials recall: the product's community places missed (its chat invite, its
 * forum, its fediverse or YouTube account), linked as a badge, in a "Community"/"Support" section or in a sentence.
 * Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and their facts written
 * from the page, before the drafter first ran on them).
 *
 * Tuning: no new page. The round tunes on pages already in the corpus whose community places are missed: akasa-readme
 * (a "## Community" section's list, "English Community on [Discord]"), ente-readme (a "## Community" section's Discord
 * badge, X and Mastodon icons), n8n-readme-fortieth ("Community Forum" and "## Support"'s community.n8n.io).
 *
 * Held out (the drafter is not changed for them; chosen, and their facts written, before they first ran):
 * - iop-readme: elitan/iop at 8bef6ca5 (README.md): zero-downtime Docker deployments; its features, how it works,
 *   requirements, then "## Community" with "Join our Discord: https://discord.gg/…" (a bare address, linkified).
 * - sif-readme: vmfunc/sif at ef967463 (README.md): a modular pentesting toolkit in Go; a banner, a badge row ending on
 *   a "discord" badge, install and usage, a table of scan flags, then "## community" with a "join our discord" badge.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const NO_CONTACT = {
  founded_year: null,
  contact_email: null,
  city: null,
  country: null,
  stage: null,
} as const;

export const REAL_TUNING_SITES_HUNDRED_AND_NINTH: readonly CorpusSite[] = [];

// ——— Held out ———

const IOP_FEATURES = [
  'Zero-downtime deployments: Blue-green deployment strategy with automatic health checks and traffic switching',
  'Registry-free: Build Docker images locally, compress and transfer via SSH (no Docker registry setup needed)',
  "Auto-SSL: Let's Encrypt certificates with automatic renewal and instant domain provisioning",
  'Server bootstrap: Fresh Ubuntu/Debian servers configured automatically with security hardening',
  'Multi-server support: Deploy across multiple machines with automatic load balancing',
  'Git-based releases: Each deployment tagged with Git SHA for easy rollbacks via git checkout + redeploy',
  'Secure by default: Fail2Ban, automatic updates, SSH hardening, dedicated users, firewall configuration',
  'Proxy management: Built-in reverse proxy with HTTP/HTTPS termination and host-based routing',
  'Comprehensive status: Real-time deployment status across all servers and applications',
  'Services vs Apps: Apps get zero-downtime blue-green deployment, services get direct replacement',
  'Network aliases: Seamless traffic switching using Docker network aliases for true zero-downtime',
];
const IOP_FEATURE_NAMES = [
  'Zero-downtime deployments',
  'Registry-free',
  'Auto-SSL',
  'Server bootstrap',
  'Multi-server support',
  'Git-based releases',
  'Secure by default',
  'Proxy management',
  'Comprehensive status',
  'Services vs Apps',
  'Network aliases',
];
const IOP_CLAIMS = [
  'Zero-downtime Docker deployments with automatic HTTPS. Build locally, deploy to your servers.',
  'Zero-downtime Docker deployments with automatic HTTPS.',
  'Build locally, deploy to your servers.',
  'Own your infrastructure without the complexity. Deploy any Docker app to your servers with zero configuration.',
  'Own your infrastructure without the complexity.',
  'Deploy any Docker app to your servers with zero configuration.',
  'TypeScript/Bun instead of Ruby',
  'No Docker registry required - build locally, transfer directly',
  'Automatic fresh server setup and security hardening',
  'Instant domains with no DNS configuration needed',
  'Your own servers - full control, no vendor lock-in',
  'Any Docker app - not limited to specific frameworks',
  'No cold starts - containers always running',
  'Cost-effective - pay only for your servers',
  'Zero-downtime deployments - Compose restarts cause downtime',
  'Multi-server support - deploy across multiple machines',
  'Automatic SSL certificates and reverse proxy',
  'Git-based releases with rollback capabilities',
  'Registry-free deployment: Build Docker images locally, transfer via SSH, deploy with zero downtime',
  'Smart server setup: Detects fresh servers and automatically installs Docker, hardens SSH, sets up users',
  'Blue-green deployment: New version deployed alongside current, health checked, then traffic switched atomically',
  'Automatic HTTPS: Provisions SSL certificates and domains automatically (or use your own)',
  'Intelligent infrastructure: Setup happens automatically during deployment - no separate commands needed',
  'Registry-free deployment',
  'Smart server setup',
  'Blue-green deployment',
  'Automatic HTTPS',
  'Intelligent infrastructure',
  'Infrastructure setup is automatic. Fresh servers are detected and configured automatically during deployment.',
  'Fresh servers only need root SSH access - iop handles the rest automatically.',
  'Made for developers who want simple, reliable deployments on their own infrastructure.',
];
const IOP_TOPICS = [
  'iop',
  'Docker',
  'deployments',
  'zero-downtime deployments',
  'Zero-downtime deployments',
  'zero-downtime',
  'blue-green deployment',
  'Blue-green deployment',
  'HTTPS',
  'SSL',
  "Let's Encrypt",
  'SSH',
  'reverse proxy',
  'servers',
  'self-hosting',
  'infrastructure',
  'Kamal',
  'TypeScript',
  'Bun',
  'Docker app',
  'Docker images',
  'Docker registry',
  'fresh servers',
  'security hardening',
  'multiple machines',
  'health checks',
  'traffic switching',
  'Multi-server support',
  'Git-based releases',
  'Proxy management',
  'Network aliases',
  'Secure by default',
  'Server bootstrap',
];

const iop: CorpusSite = {
  id: 'iop-readme',
  about:
    'real (elitan/iop README): zero-downtime Docker deployments; features, "Why iop?" against Kamal, Vercel/Netlify and Docker Compose, configuration and commands, how it works, requirements, then "## Community" with "Join our Discord: https://discord.gg/…"',
  classes: ['real', 'held-out', 'single-page', 'readme', 'socials'],
  source: realSource('elitan/iop', '8bef6ca5', 'README.md', RENDERED),
  pages: { '/': realPage('iop-readme/index.html') },
  expected: {
    name: 'iop',
    ...NO_CONTACT,
    // "MIT License", "Cost-effective - pay only for your servers": no price of its own.
    pricing_model: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'CI/CD'] },
    features: { must: [], may: [...IOP_FEATURES, ...IOP_FEATURE_NAMES, ...IOP_CLAIMS] },
    usps: { must: [], may: [...IOP_CLAIMS, ...IOP_FEATURES, ...IOP_FEATURE_NAMES] },
    tags: { must: [], may: IOP_TOPICS },
    keywords: { must: [], may: IOP_TOPICS },
    founders: [],
    // "## Community": "Join our Discord: https://discord.gg/t4KetSPhWu". Its repository is only in a code block.
    socials: { custom: 'https://discord.gg/t4KetSPhWu' },
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription'],
};

const SIF_FLAGS = [
  'directory and file fuzzing (small/medium/large)',
  'subdomain enumeration (small/medium/large)',
  'port scanning (common/full)',
  'vulnerability scanning with nuclei templates',
  'automated google dorking',
  'javascript analysis',
  'cloud storage misconfiguration',
  'http header analysis',
  'subdomain takeover detection',
  'cms detection',
  'whois lookups',
  'exposed git repository detection',
  'shodan lookup (requires SHODAN_API_KEY)',
  'sql recon',
  'local file inclusion',
  'framework detection with cve lookup',
];
const SIF_CLAIMS = [
  'sif is a modular pentesting toolkit written in go.',
  "it's designed to be fast, concurrent, and extensible.",
  'run multiple scan types against targets with a single command.',
  "sif is a modular pentesting toolkit written in go. it's designed to be fast, concurrent, and extensible. run multiple scan types against targets with a single command.",
  'sif has a modular architecture.',
  'modules are defined in yaml and can be extended by users.',
  'sif has a modular architecture. modules are defined in yaml and can be extended by users.',
  'create your own modules in ~/.config/sif/modules/.',
  'modules use a yaml format similar to nuclei templates:',
  'modules use a yaml format similar to nuclei templates',
];
const SIF_TOPICS = [
  'sif',
  'pentesting',
  'pentesting toolkit',
  'modular pentesting toolkit',
  'go',
  'security',
  'scan',
  'scans',
  'scan types',
  'modules',
  'yaml modules',
  'custom modules',
  'nuclei',
  'nuclei templates',
  'fuzzing',
  'directory fuzzing',
  'subdomain enumeration',
  'port scanning',
  'shodan',
  'sql recon',
  'lfi',
  'dorking',
  'framework detection',
  'cve lookup',
  'cloud misconfig',
  'subdomain takeover',
  'built-in scan flags',
  'modular architecture',
];

const sif: CorpusSite = {
  id: 'sif-readme',
  about:
    'real (vmfunc/sif README): a modular pentesting toolkit in Go; a banner, a badge row ending on a "discord" badge, install and usage, a table of scan flags, YAML modules, then "## community" with a "join our discord" badge, a contributors table',
  classes: ['real', 'held-out', 'single-page', 'readme', 'socials'],
  source: realSource('vmfunc/sif', 'ef967463', 'README.md', RENDERED),
  pages: { '/': realPage('sif-readme/index.html') },
  expected: {
    name: 'sif',
    ...NO_CONTACT,
    // "bsd 3-clause license": no price.
    pricing_model: null,
    // The opening picture is a banner drawn 600 wide (alt "sif"), no mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [...SIF_FLAGS, ...SIF_CLAIMS] },
    usps: { must: [], may: [...SIF_CLAIMS, ...SIF_FLAGS] },
    tags: { must: [], may: SIF_TOPICS },
    keywords: { must: [], may: SIF_TOPICS },
    // "made by vmfunc, xyzeva, and contributors" in the footer; the contributors table is the contributors'. No founder
    // named as such.
    founders: [],
    // The header's "discord" badge and "## community"'s "join our discord" badge: https://discord.gg/sifcli. The
    // homebrew badge opens its tap's repository (vmfunc/homebrew-sif), another repository; the contributors' links
    // are theirs.
    socials: { custom: 'https://discord.gg/sifcli' },
    faqs: [],
  },
  forbidden: ['vmfunc.re', 'projectdiscovery.io', 'shodan.io', 'pricing_model=paid'],
};

export const REAL_HELD_OUT_SITES_HUNDRED_AND_NINTH: readonly CorpusSite[] = [iop, sif];
