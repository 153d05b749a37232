// enableShareAppMessage: the mini-program offers 转发 on this page (useShareAppMessage sets title and path).
export default definePageConfig({ navigationBarTitleText: '优惠券', enableShareAppMessage: true })
