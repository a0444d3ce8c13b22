/** A refusal or failure with a message meant for the operator, printed as it is. */
export class BackupError extends Error {
  override name = 'BackupError';
}
