export { ProfileField, type ProfileFieldMode, type ProfileFieldProps } from './ProfileField';
