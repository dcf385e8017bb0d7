import { messages } from '../lib/messages';

/** The route error boundary's texts: the catalogue's generic failure (spec part 1 section 8). */
export const routeErrorTexts = { message: messages.genericFailure } as const;
