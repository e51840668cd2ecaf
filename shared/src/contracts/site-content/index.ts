/** Published language of the site team's content: categories, blog posts, interview questions, products and prices, promo codes, settings and listing figures. */
export * from './blog-post.events.ts';
export * from './category-resolver.ts';
export * from './category-tree.events.ts';
export * from './faq.ts';
export * from './interview-questions.events.ts';
export * from './listing-figures.events.ts';
export * from './product.events.ts';
export * from './promo-code.events.ts';
export * from './site-settings.events.ts';
export * from './standard-products.ts';
export * from './sites.events.ts';
export * from './site-scope.ts';
