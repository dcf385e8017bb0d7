/** A user of the admin lists, as the components show it (the API's AdminUserRow). */
export interface AdminUserView {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  ccbAccount: string;
  appVersion: string;
  apiKey: string | null;
  role: 1 | 2;
  isActivated: 0 | 1;
  activationLink: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  imageFileBase64?: string;
}

/** Where a paged list stands: first page loading, failed, or shown (maybe with more to load). */
export type ListStatus = 'loading' | 'error' | 'ready';

export const fullName = (user: Pick<AdminUserView, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;
