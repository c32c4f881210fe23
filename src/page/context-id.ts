/** Id of the `<script type="application/json">` carrying the page context (server and runtime). */
export const CONTEXT_ELEMENT_ID = 'vitrina-context';
