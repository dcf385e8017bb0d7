import { done, fail, int, ok, str, type HandlerTable } from '../context';
import { churchOf } from '../domains/api';
import { fullName } from '../domains/ccb';
import { holdView, ignoreHold, matchContact, matchView, possibleMatches } from '../domains/dupes';

/** `/dupe/*`: held contacts of the conflicts and their resolution. */
export const dupeHandlers: HandlerTable = {
  '/dupe/hold-contacts': {
    required: ['id'],
    run: (context) => {
      const church = churchOf(context);
      const id = int(context.form, 'id');
      if (!church.conflicts.some((conflict) => conflict.id === id)) {
        return fail('This conflict was not found.');
      }
      return ok(church.holds.filter((hold) => hold.conflictId === id).map(holdView));
    },
  },

  '/dupe/all-hold-contacts': {
    run: (context) => {
      const church = churchOf(context);
      return {
        status: 1 as const,
        message: 'Operation Successful!',
        holdContacts: church.holds.map(holdView),
      };
    },
  },

  '/dupe/possible-matches': {
    required: ['id'],
    run: (context) => {
      const church = churchOf(context);
      const hold = church.holds.find((item) => item.id === int(context.form, 'id'));
      if (!hold || !church.ccb) return fail('This held contact was not found.');
      const ccb = church.ccb;
      return ok(possibleMatches(church, hold).map((person) => matchView(ccb, person)));
    },
  },

  '/dupe/match-contact': {
    required: [
      'id',
      'matchContactId',
      'firstName',
      'lastName',
      'email',
      'leftFirstName',
      'leftLastName',
      'leftEmail',
    ],
    run: (context) => {
      const church = churchOf(context);
      const { form } = context;
      const error = matchContact(church, {
        holdId: int(form, 'id'),
        matchContactId: int(form, 'matchContactId'),
        firstName: str(form, 'firstName'),
        lastName: str(form, 'lastName'),
        email: str(form, 'email'),
        leftFirstName: str(form, 'leftFirstName'),
        leftLastName: str(form, 'leftLastName'),
        leftEmail: str(form, 'leftEmail'),
      });
      return error ? fail(error, error) : done('Profile merged successfully!');
    },
  },

  '/dupe/ignore-contact': {
    required: ['id'],
    run: (context) => {
      const church = churchOf(context);
      const hold = church.holds.find((item) => item.id === int(context.form, 'id'));
      if (!hold) {
        return fail('This held contact was not found.', 'This held contact was not found.');
      }
      ignoreHold(church, hold);
      return done(`You ignored a Conflict for ${fullName(hold)}`);
    },
  },

  '/dupe/ignore-all-contact': {
    run: (context) => {
      const church = churchOf(context);
      const holds = [...church.holds];
      for (const hold of holds) ignoreHold(church, hold);
      return done(
        holds.length > 0
          ? `You ignored ${holds.length} ${holds.length === 1 ? 'conflict' : 'conflicts'}`
          : 'There are no conflicts to ignore.',
      );
    },
  },
};
