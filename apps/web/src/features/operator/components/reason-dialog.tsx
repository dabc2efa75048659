import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../ui/field';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export interface ReasonDialogProps extends Omit<ConfirmDialogProps, 'onConfirm' | 'children'> {
  /** The field's label (default 'Reason'). */
  label?: string;
  /** A required value must not be blank: the dialog says so and does not call onConfirm. */
  required?: boolean;
  /** 'text' is a multi-line reason; 'line' one line (an id, a price), with the given inputMode. */
  kind?: 'text' | 'line';
  inputMode?: 'decimal' | 'numeric' | 'text';
  /** The most characters the field takes (a reason's 500 unless the API takes more, e.g. a support reply). */
  maxLength?: number;
  /** The height of a multi-line field, in lines. */
  rows?: number;
  /** Gets the trimmed value ('' when left empty and not required). */
  onConfirm: (value: string) => Promise<unknown> | unknown;
  /** Other fields the action needs (an amount), shown above this one. */
  children?: ReactNode;
}

/** A confirmation that asks for one value first: a reason (reject, cancel, fail, refuse), a price or an id. */
export function ReasonDialog({ label, required = false, kind = 'text', inputMode = 'text', maxLength = 500, rows = 3, onConfirm, onClose, children, ...rest }: ReasonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const labelText = label ?? t('op_reason');
  const field = {
    id,
    value,
    required,
    'aria-invalid': missing || undefined,
    'aria-describedby': missing ? `${id}-error` : undefined,
    onChange: (e: { target: { value: string } }) => {
      setValue(e.target.value);
      setMissing(false);
    },
  };
  return (
    <ConfirmDialog
      {...rest}
      onClose={() => {
        setValue('');
        setMissing(false);
        onClose();
      }}
      onConfirm={() => {
        if (required && !value.trim()) {
          setMissing(true);
          return false;
        }
        return onConfirm(value.trim());
      }}
    >
      {children}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-300">
          {labelText}
        </label>
        {kind === 'text' ? (
          <textarea {...field} rows={rows} maxLength={maxLength} className={`${inputClass} h-auto py-2`} />
        ) : (
          <input {...field} inputMode={inputMode} autoComplete="off" className={inputClass} />
        )}
        {missing && (
          <p id={`${id}-error`} className="text-sm text-red-400">
            {t('op_field_required', { label: labelText })}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
