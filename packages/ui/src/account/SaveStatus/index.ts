export { SaveStatus, showsSaveStatus, type SaveStatusProps } from './SaveStatus';
