import { pageStory } from '../test/pageStory';
import { ApiDocsPage } from './ApiDocsPage';

export default { title: 'Administration / ApiDocsPage' };

/** The OpenAPI document of the endpoint table, grouped by area, each call expandable. */
export const Default = pageStory(<ApiDocsPage />, '/pl/dashboard/api');
/** The document still loading. */
export const Loading = pageStory(<ApiDocsPage />, '/pl/dashboard/api', {
  endpoint: 'openApiDocument',
  mode: 'loading',
});
/** The server could not answer. */
export const LoadError = pageStory(<ApiDocsPage />, '/pl/dashboard/api', {
  endpoint: 'openApiDocument',
  mode: 'error',
});
