export { Dialog, type DialogPartProps, type DialogProps, type DialogSize } from './Dialog';
