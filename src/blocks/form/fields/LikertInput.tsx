import { LIKERT_SCALE, type FieldOf } from '../../../shared/forms/fields.ts';
import type { MessageKey } from '../../../shared/messages/index.ts';
import { inputId, partName } from '../ids.ts';
import { formText, type FormTextKey } from '../text.ts';
import type { ControlAria } from './aria.ts';

const scaleText = (value: string) => formText(`forms.likert.${value}` as MessageKey & FormTextKey);

/**
 * A likert field (§3): a table with one row of radio buttons per question, one column per point of
 * the scale (-2 … 2). Each radio is named by its question and its column; on a phone the table
 * stacks and the column names show beside each radio (styles in forms.css).
 */
export function LikertInput({ field, blockId, aria }: { field: FieldOf<'likert'>; blockId: string; aria: ControlAria }) {
  return (
    <table className="likert">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{formText('formBlock.likertQuestion')}</span>
          </th>
          {LIKERT_SCALE.map((value) => (
            <th scope="col" key={value}>
              {scaleText(value)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {field.questions.map((question, q) => {
          const questionId = inputId(blockId, field.id, `q${q}`);
          return (
            <tr key={q}>
              <th scope="row" id={questionId}>
                {question}
              </th>
              {LIKERT_SCALE.map((value) => {
                const id = inputId(blockId, field.id, `q${q}-${value}`);
                return (
                  <td key={value}>
                    <label className="likert__option" htmlFor={id}>
                      <input
                        className="form-field__radio"
                        type="radio"
                        id={id}
                        name={partName(field.id, q)}
                        value={value}
                        aria-labelledby={`${questionId} ${id}-text`}
                        {...aria}
                      />
                      <span className="likert__text" id={`${id}-text`}>
                        {scaleText(value)}
                      </span>
                    </label>
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
