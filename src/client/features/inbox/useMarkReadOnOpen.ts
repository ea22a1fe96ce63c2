import { useEffect, useRef } from 'react';
import type { Enquiry } from '@/common/api/enquiries';
import { useUpdateEnquiryMutation } from './inboxApi';

/**
 * Opening an enquiry no admin has read marks it read, once per enquiry shown; the unread counts follow through the
 * mutation's tags. A failure is left quiet: the enquiry simply stays unread until it is opened again.
 */
export function useMarkReadOnOpen(enquiry: Enquiry | undefined) {
  const [updateEnquiry] = useUpdateEnquiryMutation();
  const markedId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!enquiry || enquiry.read || markedId.current === enquiry.id) return;
    markedId.current = enquiry.id;
    void updateEnquiry({ id: enquiry.id, body: { read: true } });
  }, [enquiry, updateEnquiry]);
}
