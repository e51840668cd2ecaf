/** Read models of the site team's content: categories, blog posts, interview questions, products, promo codes, settings (per site: site-commerce.ts), listing figures, the sites of the network. */
export * from './read-models.ts';
export * from './categories/categories.projection.ts';
export * from './blog/blog-posts.projection.ts';
export * from './interview-questions/interview-questions.projection.ts';
export * from './products/products.projection.ts';
export * from './promo-codes/promo-codes.projection.ts';
export * from './site-settings/site-settings.projection.ts';
export * from './site-commerce.ts';
export * from './site-interview-questions.ts';
export * from './listing-figures/listing-figures.projection.ts';
export * from './sites/sites.projection.ts';
