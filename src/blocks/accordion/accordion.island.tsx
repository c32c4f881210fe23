import { island } from '../../runtime/islands/hydrate.tsx';
import { Accordion } from './Accordion.tsx';

/** The accordion's browser chunk: hydrates the server-rendered accordion. */
export default island(Accordion);
