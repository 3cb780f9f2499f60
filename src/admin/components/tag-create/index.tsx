/**
 * /tags/create: Tag name (required) and Description.
 */
import { TextareaControl } from "@wordpress/components";
import { useDispatch } from "@wordpress/data";
import { useState } from "@wordpress/element";
import { __ } from "@wordpress/i18n";
import { useNavigate } from "react-router-dom";

import { store as tagsStore } from "../../../stores/event-tags";
import { useRequiredField } from "../../hooks/use-required-field";
import { notify } from "../notifications/notify";
import TermForm from "../term-form";
import RequiredTextControl from "../required-text-control";

export default function TagCreate() {
  const navigate = useNavigate();
  const { createItem } = useDispatch(tagsStore);

  const name = useRequiredField(__("Tag Name is Required!", "eventin"));
  const [description, setDescription] = useState("");
  const [isSaving, setIsSaving] = useState(false);

  async function save() {
    if (!name.validate()) {
      return;
    }
    setIsSaving(true);
    try {
      await createItem({ name: name.value.trim(), description });
      notify("success", __("Successfully created tag!", "eventin"));
      navigate("/tags");
    } catch (error) {
      notify(
        "error",
        (error as { message?: string })?.message ||
          __("The tag could not be created.", "eventin"),
      );
      setIsSaving(false);
    }
  }

  return (
    <TermForm
      onSubmit={save}
      submitLabel={__("Add New Tag", "eventin")}
      isSaving={isSaving}
    >
      <RequiredTextControl
        label={__("Tag name", "eventin")}
        value={name.value}
        onChange={name.onChange}
        error={name.error}
        inputRef={name.ref}
      />
      <TextareaControl
        label={__("Description", "eventin")}
        value={description}
        onChange={setDescription}
        rows={5}
        __nextHasNoMarginBottom
      />
    </TermForm>
  );
}
