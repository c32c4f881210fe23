import { island } from '../../runtime/islands/hydrate.tsx';
import { FormBlock } from './FormBlock.tsx';

/** The form block's browser chunk: hydrates the server-rendered form. */
export default island(FormBlock);
