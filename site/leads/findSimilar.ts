/** FIN §2.7: the find-similar enquiry's default message and subcategory (no zod here: the vehicle page's dialogs read them in the browser). */
export const FIND_SIMILAR_MESSAGE = 'Can you please find me something similar?'
export const FIND_SIMILAR_SUBCATEGORY = 'Find me something similar'
