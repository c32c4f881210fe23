import { island } from '../../runtime/islands/hydrate.tsx';
import { FormBlock } from '../form/FormBlock.tsx';

/** The newsletter block's browser chunk: the form island in its newsletter layout. */
export default island(FormBlock);
