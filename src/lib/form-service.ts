type FormService = { endpoint: string; accessKey: string };

/**
 * The form service the site posts to: data/site.json's, unless the build
 * sets GATSBY_FORM_ENDPOINT / GATSBY_FORM_ACCESS_KEY (staging, the tests'
 * stand-in). Read from the environment at build time rather than through
 * GraphQL, so that changing a variable takes effect without `gatsby clean`.
 */
export const formService = (configured: FormService): FormService => ({
  endpoint: process.env.GATSBY_FORM_ENDPOINT || configured.endpoint,
  accessKey: process.env.GATSBY_FORM_ACCESS_KEY || configured.accessKey,
});
