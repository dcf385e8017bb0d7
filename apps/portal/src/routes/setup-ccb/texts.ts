/** The CCB setup screen's texts live beside the hook that also says them (snackbars). */
export { setupCcbTexts } from '@/lib/integrations/texts';
