/** The default label of the page failure's way on (ours). */
export const pageFailureTexts = { reload: 'Reload' } as const;
