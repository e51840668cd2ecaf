/** The read operations of the site team's content: site info, categories, blog, interview questions, products. */
import type { Clock, DocumentStore } from '@listings/shared/kernel';
import type { OperationHandlers } from '@listings/shared/api';
import type { SiteSettings } from '@listings/shared/platform';
import { getSiteInfo } from './site/get-site-info.ts';
import { listCategories } from './categories/list-categories.ts';
import { getCategory } from './categories/get-category.ts';
import { listBlogPosts } from './blog/list-blog-posts.ts';
import { getBlogPost } from './blog/get-blog-post.ts';
import { listInterviewQuestions } from './interview/list-interview-questions.ts';
import { listProducts } from './products/list-products.ts';

export const siteContentQueries = (deps: { documents: DocumentStore; site: SiteSettings; clock: Clock }) =>
  ({
    get_site_info: getSiteInfo(deps.documents, deps.site),
    list_categories: listCategories(deps.documents),
    get_category: getCategory(deps.documents),
    list_blog_posts: listBlogPosts(deps.documents),
    get_blog_post: getBlogPost(deps.documents),
    list_interview_questions: listInterviewQuestions(deps.documents),
    list_products: listProducts(deps.documents, deps.clock),
  }) satisfies OperationHandlers;
