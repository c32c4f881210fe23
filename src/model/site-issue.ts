/** An issue found in a site file: where (a dotted path) and what. */
export interface SiteIssue {
  path: string;
  message: string;
}
