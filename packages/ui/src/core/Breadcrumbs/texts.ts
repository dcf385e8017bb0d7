/** The breadcrumb's landmark name (ours; the WAI-ARIA breadcrumb pattern's example name). */
export const breadcrumbsTexts = { label: 'Breadcrumb' } as const;
