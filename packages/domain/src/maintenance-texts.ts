// The UI lock (/admin/ui-lock, seed 002 section 2) made into a site-wide maintenance switch, and
// the banner every page shows while it is on. The seed names the screen's parts (lock status,
// create snapshot, lock, restore, unlock, component inventory, system status); the rest is
// Kusasa's own wording (docs/decisions/0170-ui-lock-as-maintenance-mode.md). Import-free and
// apart from texts.ts so the landing page does not ship the admin's texts (decision 0010).
export const maintenanceTexts = {
  pageTitle: 'UI Lock System',
  sections: {
    lockStatus: 'Lock Status',
    createSnapshot: 'Create Snapshot',
    lock: 'Lock',
    restore: 'Restore',
    unlock: 'Unlock',
    componentInventory: 'Component Inventory',
    systemStatus: 'System Status',
  },

  // The lock
  defaultMessage: 'Kusasa is being updated. You can still sign in and read your information, but changes are paused until we are done.',
  locked: 'Site locked: only admins can make changes',
  unlocked: 'Site unlocked: everyone can make changes again',
  lockUpdated: 'Maintenance message updated',
  notLocked: 'The site is not locked.',
  messageLabel: 'Message shown to everyone',
  untilLabel: 'Expected to end at (optional)',
  messageRequired: 'Enter the message everyone will see',
  messageTooLong: 'Keep the message to {max} characters or fewer',
  untilInPast: 'The end time must be in the future',
  untilTooFar: 'The end time must be within {days} days',

  // The banner on every page, and the refusal of a change while locked
  bannerTitle: 'Maintenance in progress',
  bannerUntil: 'Expected to end at {time}.',
  bannerOverdue: 'This is taking longer than planned; it should end shortly.',
  refusedFallback: 'Kusasa is in maintenance: changes are paused for a while. Please try again later.',

  // Snapshots of the admin-editable configuration
  snapshotLabel: 'Snapshot name',
  snapshotLabelRequired: 'Give the snapshot a name',
  snapshotCreated: 'Snapshot created',
  snapshotRestored: 'Snapshot restored',
  snapshotNotFound: 'Snapshot not found',
  snapshotsEmpty: 'No snapshots yet',
  snapshotInvalidValue: 'The snapshot holds a value for "{label}" that is no longer valid, so nothing was restored.',
  restoreConfirm: 'Restore this snapshot? The settings below will change.',
  nothingToRestore: 'This snapshot matches the current settings.',
  diffStatus: {
    unchanged: 'Unchanged',
    changed: 'Will change',
    notInSnapshot: 'Not in this snapshot (kept as it is)',
    notRegistered: 'No longer a setting (ignored)',
  },
  configLabels: {
    maintenanceMessage: 'Maintenance message',
  },

  // Component inventory and system status
  inventoryBuilt: 'Built',
  inventoryNotBuilt: 'Coming soon',
  statusOk: 'OK',
  statusDown: 'Unreachable',
  statusLabels: {
    database: 'Database',
    jobs: 'Job queue',
    mail: 'Mail outbox',
    storage: 'Document storage',
    payments: 'PayFast mode',
    assistant: 'Assistant provider',
    version: 'Version',
    uptime: 'Uptime',
  },
  paymentModes: { simulator: 'Simulator (no real money)', sandbox: 'PayFast sandbox', live: 'PayFast live' },
} as const;
