import { fail, ok, str, type HandlerTable } from '../context';
import { findUserByEmail } from '../world';

/** `/user/*`: log in, register, recover a password. */
export const userHandlers: HandlerTable = {
  '/user/login': {
    public: true,
    required: ['email', 'password'],
    run: ({ world, form }) => {
      const user = findUserByEmail(world, str(form, 'email'));
      if (!user || user.password !== str(form, 'password')) {
        return fail('Invalid email or password.');
      }
      if (user.record.isPending === 1) {
        return fail(
          'Your account is awaiting admin approval. We will notify you once your account is approved.',
        );
      }
      return ok(user.record, 'Login successful');
    },
  },
};
