import { done, fail, ok, str, type HandlerTable } from '../context';
import { addUser } from '../domains/directory';
import { signInSync } from '../domains/schedule';
import { accountOf, findUserByEmail } from '../world';

/** The answer to a sign-up that waits for approval, and to confirming it (`/user/mark-pending`). */
export const PENDING_MESSAGE =
  'Confirmation email has been sent to admin for approval. We will notify you once your account is approved.';

/**
 * Sign-ups are approved at once, except an address whose local part contains `+approval`
 * (e.g. `pastor+approval@church.org`): that one waits for an admin, so the pending path of the
 * sign-up page can be tried in demo mode.
 */
export function needsApproval(email: string): boolean {
  return (email.split('@')[0] ?? '').toLowerCase().includes('+approval');
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** `/user/*`: log in and out, sign up, recover and change a password, activation emails. */
export const userHandlers: HandlerTable = {
  '/user/login': {
    public: true,
    required: ['email', 'password'],
    run: ({ world, form, now }) => {
      const user = findUserByEmail(world, str(form, 'email'));
      if (!user || user.password !== str(form, 'password')) {
        return fail('Invalid email or password.');
      }
      if (user.record.isPending === 1) {
        return fail(
          'Your account is awaiting admin approval. We will notify you once your account is approved.',
        );
      }
      signInSync(accountOf(world, user), user, now, world);
      return ok({ ...user.record }, 'Login successful');
    },
  },

  '/user/register': {
    public: true,
    required: ['email', 'password', 'confirmPassword'],
    run: ({ world, form }) => {
      const email = str(form, 'email').trim();
      const password = str(form, 'password');
      if (email === '' || password === '') return fail('Field cannot be empty');
      if (!isEmail(email)) return fail('Invalid Email');
      if (password !== str(form, 'confirmPassword')) return fail('Passwords incorrect');
      if (findUserByEmail(world, email)) {
        return fail('This email is already registered. Please log in or reset your password.');
      }
      const pending = needsApproval(email);
      const user = addUser(world, {
        email,
        firstName: '',
        lastName: '',
        password,
        isPending: pending ? 1 : 0,
      });
      accountOf(world, user);
      if (pending) return { status: 1 as const, message: PENDING_MESSAGE, isPending: 1 as const };
      return {
        status: 1 as const,
        message: 'Signup successfully',
        isPending: 0 as const,
        data: { ...user.record },
      };
    },
  },

  '/user/reset-password': {
    public: true,
    required: ['email'],
    run: ({ world, form }) => {
      const email = str(form, 'email');
      if (!isEmail(email)) return fail('Invalid Email');
      if (!findUserByEmail(world, email)) return fail('No account found for this email address.');
      return done('Recover email sent');
    },
  },

  '/user/change-password': {
    required: ['email', 'password', 'confirmPassword'],
    run: ({ form, user }) => {
      const password = str(form, 'password');
      if (str(form, 'email').trim().toLowerCase() !== user.record.email.toLowerCase()) {
        return fail('This email does not match your account.');
      }
      if (password === '') return fail('Field cannot be empty');
      if (password !== str(form, 'confirmPassword')) return fail('Passwords incorrect');
      user.password = password;
      return done('Your password has been changed successfully.');
    },
  },

  '/user/resend-activation': {
    public: true,
    required: ['email'],
    run: ({ world, form }) => {
      const user = findUserByEmail(world, str(form, 'email'));
      if (!user) return fail('No account found for this email address.');
      if (user.record.isPending === 1) return fail('Your account is awaiting admin approval.');
      if (user.record.isActivated === 1) return fail('This account is already activated.');
      return done('Activation email sent successfully!!');
    },
  },

  '/user/mark-pending': {
    public: true,
    required: ['email'],
    run: ({ world, form }) => {
      const user = findUserByEmail(world, str(form, 'email'));
      if (!user) return fail('No account found for this email address.');
      if (user.record.isActivated === 1) return fail('This account is already approved.');
      user.record.isPending = 1;
      return done(PENDING_MESSAGE);
    },
  },

  '/user/logout': {
    // The key is the user's permanent key: logging out only clears the client.
    run: () => done('Logged out successfully.'),
  },
};
