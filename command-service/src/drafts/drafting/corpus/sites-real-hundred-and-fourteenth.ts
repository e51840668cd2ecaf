/**
 * Issue 34, hundred-and-fourteenth round: logo_url recall on READMEs — an opening picture whose address is opaque
 * (an upload, github.com/user-attachments/assets/<uuid>) names nothing, but its alt text says what it is: "logo"
 * alone. Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and their facts
 * written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and linkify
 * on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - blindbook-readme: farouk-allani/blindbook at 73e41b0f (README.md): "# BlindBook — Encrypted On-Chain Order Book",
 *   then an upload 503 × 324, alt "logo"; buildathon waves (done and planned), known limitations, a revenue plan.
 *
 * Held out (the drafter is not changed for it; chosen with the page above, before either ran):
 * - ejecutate-readme: sapoclay/ejecutate at 7a0f45b4 (README.md): "# 🐍 Editor de Código Python - Ejecútate!", then an
 *   upload 1024 × 1024, alt "logo"; a long Spanish features section, shortcuts, installation, troubleshooting.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

/** "### Wave 1 — … (Done)" and "### Wave 2 — … (Done)": what is built; the planned waves are not features. */
const BLINDBOOK_DONE = [
  'Core contract matching on encrypted state via CoFHE',
  'Deployed on Arbitrum Sepolia',
  'Frontend + tests + architecture doc',
  'submitOrder takes InEuint64 instead of plaintext uint64 — plaintext never enters calldata',
  'cofhejs encryption in-browser with per-step progress UI (Init TFHE → Fetch Keys → Pack → Prove → Verify)',
  'Redeployed to Arbitrum Sepolia with new address',
  'Calldata-privacy regression test added; 11/11 tests passing',
];

const blindbook: CorpusSite = {
  id: 'blindbook-readme',
  about:
    'BlindBook\'s README: the h1 "BlindBook — Encrypted On-Chain Order Book", an opening upload (alt "logo", 503 × 324), the problem and solution, FHE tables, buildathon waves done and planned, known limitations, a revenue plan, links.',
  classes: ['real', 'single-page', 'logo', 'readme'],
  source: realSource('farouk-allani/blindbook', '73e41b0f', 'README.md', RENDERED),
  pages: { '/': realPage('blindbook-readme/index.html') },
  expected: {
    name: ['BlindBook', 'BlindBook — Encrypted On-Chain Order Book'],
    // "Trading fees: 0.1-0.3% per fill" is a plan under "Post-Buildathon", no price of the product.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // Deployed on a test network for a buildathon; the page names no stage.
    stage: null,
    // The opening upload right under the h1, alt "logo".
    logo_url: 'https://github.com/user-attachments/assets/4100e3ec-167d-443c-9fb5-caabd7ea87ed',
    demo_video_url: null,
    categories: { must: [], may: ['Finance', 'Developer Tools', 'Security'] },
    features: { must: [], may: BLINDBOOK_DONE },
    usps: { must: [], may: BLINDBOOK_DONE },
    tags: { must: [], may: [] },
    keywords: { must: [], may: [] },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=freemium'],
};

/** "## Características principales": the opening list of the main features. */
const EJECUTATE_MAIN = [
  '🎨 5 Temas predefinidos (Oscuro, Claro, Solarized, Monokai, VS Code Dark)',
  '📏 Resaltado de sintaxis avanzado con Pygments (12 tipos de tokens diferentes)',
  '🔍 Verificación de sintaxis en tiempo real con errores, advertencias y sugerencias',
  '� Búsqueda y reemplazo avanzado con regex y búsqueda en múltiples archivos',
  '�📁 Explorador de archivos lateral con gestión completa de proyectos',
  '💻 Terminal integrado con 3 modos (Sistema, Python REPL, Pip)',
  '🗂️ Gestión de sesiones con restauración automática',
  '🎯 Formatter automático con PEP 8, autopep8 y black',
  '🤖 Sistema de autocompletado avanzado con snippets y funciones built-in',
];
/** The rest of "## Características principales" (its sub-sections' items) and "## Funcionalidades destacadas". */
const EJECUTATE_MORE = [
  '🔴 Errores de sintaxis: Detección inmediata con ast.parse()',
  '🟠 Advertencias: Variables/imports no utilizados',
  '🔵 Sugerencias: Mejores prácticas PEP 8',
  'Subrayado visual: Rojo ondulado (errores), naranja ondulado (advertencias), azul punteado (sugerencias)',
  'Tooltips informativos: Hover para ver detalles y sugerencias',
  'Verificación no intrusiva: Procesamiento en background con debounce',
  'Análisis inteligente: AST parsing, rastreo de variables, análisis de imports',
  'Ejecuta comandos del sistema operativo',
  'Navegación de directorios y operaciones de archivos',
  'Gestión de procesos y herramientas del sistema',
  'Intérprete interactivo de Python',
  'Prueba rápida de código y expresiones',
  'Importación y testing de módulos',
  'Gestión especializada de paquetes Python',
  'Comandos pip con autocompletado',
  'Instalación, actualización y desinstalación de librerías',
  'Guardado automático: Estado de la aplicación al cerrar',
  'Restauración completa: Archivos abiertos, posición del cursor, configuraciones',
  'Gestión inteligente: Solo guarda cambios importantes',
  'Respaldo seguro: Archivo JSON con validación de integridad',
  'Lista de archivos abiertos con rutas completas',
  'Posición del cursor en cada archivo',
  'Configuraciones de ventana (tamaño, posición)',
  'Tema seleccionado y preferencias personalizadas',
  'Manual: Espaciado básico y organización simple',
  'autopep8: Formateo automático según PEP 8',
  'black: Formatter opinionado y consistente',
  'Cumplimiento PEP 8: Líneas máximo 79/88 caracteres',
  'Organización de imports: Automática con isort',
  'Espaciado inteligente: Operadores, funciones, clases',
  'Preferencias configurables: Longitud de línea, estilo de comillas',
  'Vista previa: Prueba el formatter antes de aplicar',
  'Árbol jerárquico con iconos diferenciados',
  'Apertura rápida con doble clic',
  'Toggle completo: F3 oculta/muestra toda la columna',
  'Cambio de directorio raíz para diferentes proyectos',
  'Crear/eliminar archivos y carpetas',
  'Menú contextual con todas las opciones',
  'Plantillas automáticas para archivos Python',
  'Filtrado inteligente por extensiones',
  'Búsqueda en tiempo real mientras escribes',
  'Navegación entre resultados con F3/Shift+F3',
  'Resaltado de coincidencias en el editor',
  'Opciones avanzadas: Distinguir mayúsculas, palabras completas',
  'Búsqueda circular: Continúa desde el inicio al llegar al final',
  'Reemplazo individual de coincidencias seleccionadas',
  'Reemplazo masivo con confirmación de seguridad',
  'Vista previa de cambios antes de aplicar',
  'Soporte para expresiones regulares con grupos de captura',
  'Historial de búsqueda y reemplazo',
  'Búsqueda recursiva en directorios completos',
  'Filtros de archivo configurables (*.py, *.txt, etc.)',
  'Expresiones regulares para patrones complejos',
  'Resultados en árbol con navegación directa',
  'Exclusión de directorios (.git, pycache, etc.)',
  'Expresiones regulares: Soporte completo para regex Python',
  'Búsqueda sensible: Mayúsculas/minúsculas configurable',
  'Palabras completas: Evita coincidencias parciales',
  'Búsqueda en selección: Limita el ámbito de búsqueda',
  'Navegación rápida: F3 (siguiente), Shift+F3 (anterior)',
  'Resaltado de sintaxis Python básico, pero funcional',
  'Numeración de líneas',
  'Indentación automática (que funciona un poco cuando quiere!!)',
  'Autocompletado con snippets',
  'Verificación de sintaxis en tiempo real',
  'Búsqueda y reemplazo con expresiones regulares',
  'Búsqueda en múltiples archivos',
  'Abrir, guardar, crear, eliminar archivos',
  'Explorador lateral con navegación',
  'Gestión de proyectos y directorios',
  'Filtros inteligentes de archivos',
  '5 temas profesionales predefinidos',
  'Configuración de fuentes y colores',
  'Preferencias persistentes',
  'Interface adaptable',
  'Terminal integrado con 3 modos',
  'Formatter automático con 3 motores',
  'Ejecutor de código seguro',
  'Gestión de sesiones',
  'Arquitectura MVC robusta',
  'Componentes modulares reutilizables',
  'Manejo de errores bastante completo',
  'Una experiencia de usuario sencilla',
];
const EJECUTATE_ALL = [...EJECUTATE_MAIN, ...EJECUTATE_MORE];

const ejecutate: CorpusSite = {
  id: 'ejecutate-readme',
  about:
    'Ejecútate\'s README: the h1 "🐍 Editor de Código Python - Ejecútate!", an opening upload (alt "logo", 1024 × 1024), a Spanish description, a long features section, keyboard shortcuts, installation and troubleshooting.',
  classes: ['real', 'single-page', 'logo', 'features', 'readme'],
  source: realSource('sapoclay/ejecutate', '7a0f45b4', 'README.md', RENDERED),
  pages: { '/': realPage('ejecutate-readme/index.html') },
  expected: {
    name: [
      'Ejecútate',
      'Ejecútate!',
      'Editor de Código Python - Ejecútate!',
      '🐍 Editor de Código Python - Ejecútate!',
    ],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening upload right under the h1, alt "logo".
    logo_url: 'https://github.com/user-attachments/assets/53caa94d-580f-45ce-af56-6e312500e30d',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Education'] },
    features: { must: EJECUTATE_MAIN, may: EJECUTATE_MORE },
    usps: { must: [], may: EJECUTATE_ALL },
    tags: { must: [], may: [] },
    keywords: { must: [], may: [] },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=freemium'],
};

export const REAL_TUNING_SITES_HUNDRED_AND_FOURTEENTH: readonly CorpusSite[] = [blindbook];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_FOURTEENTH: readonly CorpusSite[] = [ejecutate];
