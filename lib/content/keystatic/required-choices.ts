import { fields } from "@keystatic/core";
import { createElement as h, Fragment } from "react";

// Keystatic's multiselect has no required setting: a post saved without a tag was refused only by the build.
// This one refuses the save in the editor and says why beside the field, in the words the build uses.

type Options = Parameters<typeof fields.multiselect>[0] & { requiredMessage: string };

export function requiredMultiselect({ requiredMessage, ...options }: Options) {
  const field = fields.multiselect(options);
  const validate: typeof field.validate = (value) => {
    if (value.length === 0) throw new Error(requiredMessage);
    return field.validate(value);
  };
  const Input: typeof field.Input = (props) =>
    h(
      Fragment,
      null,
      h(field.Input, props),
      props.forceValidation && props.value.length === 0
        ? h("span", { role: "alert", style: { color: "#b42318", fontSize: 14 } }, requiredMessage)
        : null,
    );
  return { ...field, validate, Input };
}
