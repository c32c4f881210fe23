import type { FieldOf, MultiPartType } from '../../../shared/forms/fields.ts';
import type { MessageKey } from '../../../shared/messages/index.ts';
import { inputId, partName } from '../ids.ts';
import { formText, type FormTextKey } from '../text.ts';
import type { ControlAria } from './aria.ts';
import { visibleParts } from './parts.ts';
import { classList } from '../../../ui/class-list.ts';


/** How each part is typed and filled in: autofill token, keyboard, size. */
interface PartSpec {
  autoComplete?: string;
  numeric?: boolean;
  maxLength?: number;
  /** Width class: s (2 digits), m (4), l (a line). */
  size: 's' | 'm' | 'l';
}

const SPEC: Record<string, PartSpec> = {
  'name.first': { autoComplete: 'given-name', size: 'l' },
  'name.last': { autoComplete: 'family-name', size: 'l' },
  'address.line1': { autoComplete: 'address-line1', size: 'l' },
  'address.line2': { autoComplete: 'address-line2', size: 'l' },
  'address.city': { autoComplete: 'address-level2', size: 'l' },
  'address.state': { autoComplete: 'address-level1', size: 'l' },
  'address.zip': { autoComplete: 'postal-code', size: 'm' },
  'address.country': { autoComplete: 'country-name', size: 'l' },
  'date.day': { numeric: true, maxLength: 2, size: 's' },
  'date.month': { numeric: true, maxLength: 2, size: 's' },
  'date.year': { numeric: true, maxLength: 4, size: 'm' },
  'time.hour': { numeric: true, maxLength: 2, size: 's' },
  'time.minute': { numeric: true, maxLength: 2, size: 's' },
  'time.second': { numeric: true, maxLength: 2, size: 's' },
  'phone.country': { autoComplete: 'tel-country-code', maxLength: 4, size: 's' },
  'phone.areaCode': { autoComplete: 'tel-area-code', numeric: true, maxLength: 4, size: 's' },
  'phone.prefix': { autoComplete: 'tel-local-prefix', numeric: true, maxLength: 4, size: 'm' },
  'phone.line': { autoComplete: 'tel-local-suffix', numeric: true, maxLength: 4, size: 'm' },
};

/** The grouped inputs of a name, address, date, time or phone field, each with its own label. */
export function PartsInput({ field, blockId, aria }: { field: FieldOf<MultiPartType>; blockId: string; aria: ControlAria }) {
  return (
    <div className={classList`form-field__parts form-field__parts--${field.type}`}>
      {visibleParts(field).map((part) => {
        const id = inputId(blockId, field.id, part);
        const spec = SPEC[`${field.type}.${part}`] ?? { size: 'l' };
        const label = formText(`forms.part.${field.type}.${part}` as MessageKey & FormTextKey);
        return (
          <div className={classList`form-field__part form-field__part--${spec.size}`} key={part}>
            {field.type === 'time' && part === 'ampm' ? (
              <>
                <label className="form-field__sublabel" htmlFor={id}>
                  {label}
                </label>
                <select className="form-field__input form-field__select" id={id} name={partName(field.id, part)} defaultValue="" {...aria}>
                  {/* Empty until chosen: a preset a.m. would make an empty time look filled in. */}
                  <option value="" />
                  <option value="AM">{formText('formBlock.am')}</option>
                  <option value="PM">{formText('formBlock.pm')}</option>
                </select>
              </>
            ) : (
              <>
                <label className="form-field__sublabel" htmlFor={id}>
                  {label}
                </label>
                <input
                  className="form-field__input"
                  id={id}
                  name={partName(field.id, part)}
                  type="text"
                  inputMode={spec.numeric ? 'numeric' : undefined}
                  autoComplete={spec.autoComplete ?? 'off'}
                  maxLength={spec.maxLength}
                  {...aria}
                />
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
