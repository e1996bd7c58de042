"use server";

import { after } from "next/server";
import { headers } from "next/headers";
import { clientIp } from "@/lib/request/meta";
import { submitDeletionRequest } from "@/lib/data-deletion/request";
import {
  DELETION_REQUEST_FIELDS,
  DELETION_STATUS_FIELDS,
  type DeletionRequestField,
  type DeletionStatusField,
} from "@/lib/data-deletion/rules";
import { lookUpDeletionRequest } from "@/lib/data-deletion/status";
import { getDb } from "@/lib/db";
import { formStateOf, formValues, UNREADABLE_FORM, type FormState } from "@/lib/forms";
import { drainQuietly } from "@/lib/jobs/app-jobs";
import { logger } from "@/lib/log";

const FAILED = "Something went wrong. Please try again.";

// Public POST endpoints: the lib functions validate every input, rate-limit per IP and cap mails per address.

export async function requestDataDeletion(
  _: FormState<DeletionRequestField>,
  form: FormData,
): Promise<FormState<DeletionRequestField>> {
  if (!(form instanceof FormData)) return UNREADABLE_FORM;
  const values = formValues(form, DELETION_REQUEST_FIELDS);
  try {
    const [headerList, db] = await Promise.all([headers(), getDb()]);
    const result = await submitDeletionRequest(db, Object.fromEntries(form), { ip: clientIp(headerList) });
    if (result.status === "done") after(drainQuietly); // the confirmation link, without making the visitor wait
    return formStateOf(result, values);
  } catch (error) {
    logger.error({ err: error }, "Data deletion request failed");
    return { status: "failed", message: FAILED, values };
  }
}

export async function checkDataDeletion(
  _: FormState<DeletionStatusField>,
  form: FormData,
): Promise<FormState<DeletionStatusField>> {
  if (!(form instanceof FormData)) return UNREADABLE_FORM;
  const values = formValues(form, DELETION_STATUS_FIELDS);
  try {
    const [headerList, db] = await Promise.all([headers(), getDb()]);
    return formStateOf(await lookUpDeletionRequest(db, Object.fromEntries(form), { ip: clientIp(headerList) }), values);
  } catch (error) {
    logger.error({ err: error }, "Data deletion status lookup failed");
    return { status: "failed", message: FAILED, values };
  }
}
