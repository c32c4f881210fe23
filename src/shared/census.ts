/**
 * Where the server and the runtime meet for the census calls (SPEC §7): the attribute a button
 * block carries, holding the JSON of its button-render / button-click fields.
 */
export const BUTTON_CENSUS_ATTRIBUTE = 'data-census-button';
