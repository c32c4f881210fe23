/**
 * es-419 labels of the item workflow states (SPEC §4: PUBLISHED → Available, SCHEDULED →
 * Scheduled, DRAFT → Hidden, anything else → Not supported). Part of the one catalogue.
 */
export const workflowMessages = {
  'workflow.available': 'Disponible',
  'workflow.scheduled': 'Programado',
  'workflow.hidden': 'Oculto',
  'workflow.notSupported': 'No compatible',
} as const;
