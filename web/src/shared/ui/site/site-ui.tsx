/**
 * The public site's components, without Mantine: a visitor's first page loads React, the router and
 * these, and Mantine arrives with the first signed-in page. Each renders the native element a
 * screen reader expects (label and input, fieldset and legend, dialog, role="alert"), named as
 * Mantine's were, so the pages read the same to people and to the browser tests.
 */
import { IconAlertCircle, IconEye, IconEyeOff, IconX } from '@tabler/icons-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import s from './site.module.css';

export { s as siteStyles };

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

type Variant = 'filled' | 'orange' | 'default' | 'white';
interface ButtonLook {
  variant?: Variant;
  size?: 'sm' | 'md';
  fullWidth?: boolean;
}
const buttonClass = ({ variant = 'filled', size = 'sm', fullWidth }: ButtonLook, extra?: string) =>
  cx(s.button, s[variant], size === 'md' && s.md, fullWidth && s.fullWidth, extra);

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  className,
  children,
  disabled,
  ...props
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean }) {
  return (
    <button
      type="button"
      {...props}
      className={buttonClass({ variant, size, fullWidth }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className={cx(s.spinner, s.spinnerSmall)} aria-hidden />}
      {children}
    </button>
  );
}

export function LinkButton({ variant, size, fullWidth, className, ...props }: ButtonLook & LinkProps) {
  return <Link {...props} className={buttonClass({ variant, size, fullWidth }, className)} />;
}

export function TextLink({ className, strong, ...props }: LinkProps & { strong?: boolean }) {
  return <Link {...props} className={cx(s.link, strong && s.strong, className)} />;
}

/** What useZodForm's getInputProps hands a text field. */
interface FieldState {
  value?: string;
  error?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
}
interface FieldFrame {
  /** Without one, the input is named by its aria-label (the navbar's guide search). */
  label?: string;
  description?: string;
  required?: boolean;
}

function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className={s.label}>
      {label}
      {required && (
        <span className={s.required} aria-hidden>
          {' '}
          *
        </span>
      )}
    </label>
  );
}

/** The ids and ARIA of an input with its description and error below it. */
function useFieldIds(description?: string, error?: string) {
  const id = useId();
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    } as const,
    below: (
      <>
        {description && (
          <span id={`${id}-description`} className={s.description}>
            {description}
          </span>
        )}
        {error && (
          <span id={`${id}-error`} className={s.error}>
            {error}
          </span>
        )}
      </>
    ),
  };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur'>;

export function TextField({
  label,
  description,
  required,
  error,
  rightSection,
  className,
  ...props
}: FieldFrame & FieldState & InputProps & { rightSection?: ReactNode }) {
  const { id, aria, below } = useFieldIds(description, error);
  return (
    <div className={cx(s.field, className)}>
      {label && <FieldLabel id={id} label={label} required={required} />}
      <div className={s.inputWrap}>
        <input
          id={id}
          className={cx(s.input, rightSection !== undefined && s.inputWithButton)}
          required={required}
          {...aria}
          {...props}
        />
        {rightSection}
      </div>
      {below}
    </div>
  );
}

export function PasswordField(props: FieldFrame & FieldState & InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      rightSection={
        <button
          type="button"
          className={cx(s.iconButton, s.inputButton)}
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
          aria-pressed={visible}
          tabIndex={-1}
        >
          {visible ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
        </button>
      }
    />
  );
}

export function TextAreaField({
  label,
  description,
  required,
  error,
  ...props
}: FieldFrame &
  FieldState &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'onBlur'>) {
  const { id, aria, below } = useFieldIds(description, error);
  return (
    <div className={s.field}>
      {label && <FieldLabel id={id} label={label} required={required} />}
      <textarea id={id} className={s.input} required={required} rows={4} {...aria} {...props} />
      {below}
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  onBlur,
}: {
  label: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
}) {
  return (
    <label className={s.choice}>
      <input type="checkbox" checked={checked} onChange={onChange} onBlur={onBlur} />
      {label}
    </label>
  );
}

export function RadioGroupField({
  label,
  options,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={s.field} aria-invalid={error ? true : undefined}>
      <legend className={s.label}>
        {label}
        {required && (
          <span className={s.required} aria-hidden>
            {' '}
            *
          </span>
        )}
      </legend>
      <div className={s.row} style={{ gap: 32, marginTop: 6 }}>
        {options.map((option) => (
          <label key={option.value} className={s.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              required={required}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <span className={s.error}>{error}</span>}
    </fieldset>
  );
}

type NoticeColor = 'red' | 'teal' | 'yellow';

/** A message about what just happened (Mantine's Alert: role="alert"). */
export function Notice({
  color,
  icon = <IconAlertCircle size={20} aria-hidden />,
  children,
  ...props
}: {
  color: NoticeColor;
  icon?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
  className?: string;
}) {
  return (
    <div role="alert" {...props} className={cx(s.notice, s[color], props.className)}>
      {icon}
      <div>{children}</div>
    </div>
  );
}

export function Spinner({ label, fullHeight = false }: { label: string; fullHeight?: boolean }) {
  return (
    <div className={cx(s.center, fullHeight && s.fullHeight)}>
      <span className={s.spinner} role="status" aria-label={label} />
    </div>
  );
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus, Escape closes it and the page
 * behind is inert. Shown as soon as it mounts; `onClose` runs however it is closed.
 */
export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={s.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === ref.current) ref.current.close();
      }}
    >
      <div className={s.dialogHeader}>
        <h2 id={titleId} className={s.dialogTitle}>
          {title}
        </h2>
        <button
          type="button"
          className={s.iconButton}
          aria-label="Cerrar"
          onClick={() => ref.current?.close()}
        >
          <IconX size={20} aria-hidden />
        </button>
      </div>
      <div className={s.dialogBody}>{children}</div>
    </dialog>
  );
}

/** A centred card with a title; the page's form goes in its body (the sign-in, sign-up… pages). */
export function FormPageShell({
  title,
  description,
  children,
  width = 480,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  width?: number;
}) {
  return (
    <div className={cx(s.container, s.formPage)} style={{ maxWidth: width }}>
      <div className={s.paper}>
        <div className={s.formHeader}>
          <h1 className={s.pageTitle}>{title}</h1>
          {description && <p className={s.dimmed}>{description}</p>}
        </div>
        <div data-testid="form-area">{children}</div>
      </div>
    </div>
  );
}

/** Layout of the public reading pages (about, services, FAQ, legal texts). */
export function ContentPage({
  title,
  lead,
  children,
  size = 'md',
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}) {
  const width = { sm: s.containerSm, md: s.containerMd, lg: undefined }[size];
  return (
    <article className={cx(s.container, width, s.contentPage)}>
      <div className={s.contentHeader}>
        <h1 className={s.contentTitle}>{title}</h1>
        {lead && <p className={s.lead}>{lead}</p>}
      </div>
      {children}
    </article>
  );
}
