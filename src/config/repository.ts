/**
 * The docs' GitHub repository, named once: docusaurus.config.ts takes organizationName and projectName from here,
 * and the build-time code that links to the repository (the guide-run line's link to the README's code samples
 * section, src/data/guideRun.ts) uses the same. The browser reads the two names from the site config.
 */
export const REPOSITORY = {organizationName: 'celo-org', projectName: 'docs'} as const;

export function repositoryUrl(repo: {organizationName: string; projectName: string} = REPOSITORY): string {
  return `https://github.com/${repo.organizationName}/${repo.projectName}`;
}
