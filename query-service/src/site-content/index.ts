/** Read side of the site team's content. */
export * from './site-content-queries.ts';
export * from './site/get-site-info.ts';
export * from './categories/list-categories.ts';
export * from './categories/get-category.ts';
export * from './blog/list-blog-posts.ts';
export * from './blog/get-blog-post.ts';
export * from './interview/list-interview-questions.ts';
export * from './products/list-products.ts';
