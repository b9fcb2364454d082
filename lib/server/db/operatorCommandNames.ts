// The CLI's operator commands by name: the CLI (cli.ts) lists them without loading what runs them
// (operatorCommands.ts, imported only when one is asked for).
export const OPERATOR_COMMANDS = [
  'operator:create',
  'operator:password',
  'operator:disable',
  'operator:enable',
  'operator:unlock',
  'operator:totp-reset',
] as const;
export type OperatorCommand = (typeof OPERATOR_COMMANDS)[number];
