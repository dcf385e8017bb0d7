/** The Mailchimp setup screen's texts live beside the hook that also says them. */
export { setupMailchimpTexts } from '@/lib/integrations/texts';
