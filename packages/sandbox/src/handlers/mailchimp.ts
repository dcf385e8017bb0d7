import { done, fail, ok, str, type HandlerTable } from '../context';
import { churchOf, connectedMc, NO_MC } from '../domains/api';
import { liveAudience, MAILCHIMP_KEY } from '../domains/mailchimp';
import { interestOptions } from '../domains/pairs';
import { ensureData } from '../domains/scenarios';
import { createRandom } from '../random';
import { apiDetails } from './account-church';

/**
 * Sandbox rule for Mailchimp keys: a key that looks like a real one (32 hex digits, a dash and
 * the data centre, e.g. `0123456789abcdef0123456789abcdef-us21`) authorizes; anything else fails.
 */

/** `/mailchimp/*`: audiences, tags and interest groups, and the Mailchimp key. */
export const mailchimpHandlers: HandlerTable = {
  '/mailchimp/all-audience': {
    run: (context) => {
      const mc = connectedMc(churchOf(context));
      if (!mc) return fail(NO_MC);
      return ok(
        mc.audiences
          .filter((audience) => audience.removed === 0)
          .map((audience) => ({ id: audience.id, name: audience.name })),
      );
    },
  },

  '/mailchimp/tags': {
    required: ['mailchimpListId'],
    run: (context) => {
      const mc = connectedMc(churchOf(context));
      if (!mc) return fail(NO_MC);
      const audience = liveAudience(mc, str(context.form, 'mailchimpListId'));
      if (!audience) return fail('This audience was not found.');
      return ok(Object.fromEntries(audience.tags.map((tag) => [String(tag.id), tag.name])));
    },
  },

  '/mailchimp/interest-groups': {
    required: ['mailchimpListId'],
    run: (context) => {
      const mc = connectedMc(churchOf(context));
      if (!mc) return fail(NO_MC);
      const audience = liveAudience(mc, str(context.form, 'mailchimpListId'));
      if (!audience) return fail('This audience was not found.');
      return ok(interestOptions(audience));
    },
  },

  '/mailchimp/authorize': {
    required: ['mailchimpApiKey'],
    run: (context) => {
      const church = churchOf(context);
      const key = str(context.form, 'mailchimpApiKey').trim();
      if (!key) return fail('Field cannot be empty');
      if (!MAILCHIMP_KEY.test(key)) {
        return fail(
          'Invalid MailChimp API key. Copy it from your MailChimp account ' +
            '(<b>Account &gt; Extras &gt; API keys</b>); it ends with your data centre, e.g. <i>-us21</i>.',
        );
      }
      ensureData(church, createRandom(church.dataSeed), church.ccbLogin?.account ?? '');
      const first = !church.mcLogin;
      church.mcLogin = {
        apiKey: key,
        accountName: church.mc?.accountName ?? church.name,
        email: context.user.record.email,
      };
      church.mcError = 0;
      context.user.record.mailchimpApiKey = key;
      church.changes.push(first ? 'MailChimp account connected.' : 'MailChimp API key updated.');
      return ok(apiDetails(church), 'Your MailChimp account has been authorized successfully.');
    },
  },

  '/mailchimp/remove': {
    run: (context) => {
      const church = churchOf(context);
      if (!church.mcLogin) return fail('There is no MailChimp API key to remove.');
      church.mcLogin = null;
      church.mcError = 0;
      context.user.record.mailchimpApiKey = '';
      church.changes.push('MailChimp API key removed.');
      return done('Your MailChimp API key has been removed.');
    },
  },
};
