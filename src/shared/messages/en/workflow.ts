/** English labels of the item workflow states, as SPEC §4 names them (see ../workflow.ts). */
import type { workflowMessages } from '../workflow.ts';

export const workflowMessagesEn = {
  'workflow.available': 'Available',
  'workflow.scheduled': 'Scheduled',
  'workflow.hidden': 'Hidden',
  'workflow.notSupported': 'Not supported',
} satisfies Record<keyof typeof workflowMessages, string>;
