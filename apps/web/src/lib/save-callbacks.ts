import { ApiError } from './api-client';
import type { FieldErrors } from './form-errors';
import { toast } from './toast';

/**
 * How a form's save ends: on success a toast (and `then`, such as closing its dialog); on failure
 * the API's field messages beside their fields, or the message as a toast when it names no field.
 */
export function saveCallbacks(savedText: string, setErrors: (errors: FieldErrors) => void, then: () => void = () => undefined) {
  return {
    onSuccess: () => {
      toast.success(savedText);
      then();
    },
    onError: (failure: Error) =>
      failure instanceof ApiError && Object.keys(failure.fields).length > 0 ? setErrors(failure.fields) : toast.error(failure.message),
  };
}
