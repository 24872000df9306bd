// What other features use of sign-in: the dialog, the panel, and the return-address rules.

export { afterSignInPath } from './rules.ts';
export { SignInDialog } from './sign-in-dialog.tsx';
export { SignInPanel } from './sign-in-panel.tsx';
